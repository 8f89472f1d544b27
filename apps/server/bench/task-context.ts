/** What the benches of whole tasks share: a task context, the real photo, and the warmed-up cut-out model. */
import { readFile } from 'node:fs/promises';
import { decodeRaster, enlargeModel, networkInput, trimCutout, upscaleColour } from '@vitrina/imaging';
import { ensureCutout } from '../src/tools/shadow/cutout';
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

const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * Where a first run's CPU goes, stage by stage, on the same photo: decode, the cut-out (ISNet
 * quality, warm), and the ESRGAN network over the trimmed cut-out as enlarge() runs it (its model,
 * x4), called directly so that enlarge()'s cache does not hide it. CPU of the whole process, so
 * onnxruntime's and libvips' threads count.
 */
export async function firstRunStages(bytes: Uint8Array): Promise<{ name: string; cpuMs: number; wallMs: number }[]> {
  const stages: { name: string; cpuMs: number; wallMs: number }[] = [];
  let cpu = cpuMs();
  let wall = performance.now();
  const lap = (name: string) => {
    const nowCpu = cpuMs();
    const nowWall = performance.now();
    stages.push({ name, cpuMs: nowCpu - cpu, wallMs: nowWall - wall });
    cpu = nowCpu;
    wall = nowWall;
  };
  const raster = await decodeRaster(bytes, 4);
  lap('decode');
  const { cutout } = await ensureCutout(raster, taskContext(), 0.4);
  lap('cut-out (ISNet quality)');
  const trimmed = trimCutout(cutout);
  const model = enlargeModel(trimmed.width * trimmed.height);
  if (model) {
    await upscaleColour(networkInput(trimmed), model, 4);
    lap(`enlargement network (${model} x4 on the ${trimmed.width}x${trimmed.height} cut-out)`);
  }
  return stages;
}
