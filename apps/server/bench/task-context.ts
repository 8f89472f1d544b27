/** What the benches of whole tasks share: a task context, the real photo, and the warmed-up cut-out model. */
import { readFile } from 'node:fs/promises';
import warmUp from '../src/workers/warm-up.task';
import type { TaskContext } from '../src/workers/task';

export const taskContext = (): TaskContext => ({ signal: new AbortController().signal, onProgress: () => undefined });

/**
 * scikit-image's "coffee" (600x400, CC0): a cup on its saucer on a wooden table, the kind of small
 * product photo a seller uploads. It has no transparency, so the tasks cut it out first.
 */
export const productPhoto = async (): Promise<Uint8Array> =>
  new Uint8Array(await readFile(new URL('../../../packages/imaging/test/real-photos/photos/coffee.jpg', import.meta.url)));

/** As a job-running process does at start: the background-removal session is loaded and run once. */
export const warmUpCutout = (): Promise<{ ms: number }> => warmUp();
