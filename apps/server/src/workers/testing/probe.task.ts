import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import { abortableDelay, TaskError, type TaskContext } from '../task';

/** A task for the pool's own tests: each `kind` exercises one behaviour. */
export type ProbeInput =
  | { kind: 'echo'; value: number[] }
  | { kind: 'niceness' }
  | { kind: 'parts'; count: number }
  | { kind: 'wait'; ms: number; steps: number }
  | { kind: 'spin'; ms: number }
  | { kind: 'hog'; megabytes: number }
  | { kind: 'fail'; code?: string };

export default async function probe(input: ProbeInput, context: TaskContext): Promise<{ threadId: number; value?: number[] }> {
  switch (input.kind) {
    case 'echo':
      return { threadId, value: input.value.map((item) => item * 2) };
    case 'niceness':
      // On Linux, "process 0" is the calling thread: this worker thread's own nice value.
      return { threadId, value: [getPriority(0)] };
    case 'parts':
      // Hands over each part as it is ready, then the whole.
      for (let part = 0; part < input.count; part += 1) context.onPartial?.({ part, bytes: new Uint8Array([part]) });
      return { threadId, value: Array.from({ length: input.count }, (_, part) => part) };
    case 'wait':
      for (let step = 1; step <= input.steps; step += 1) {
        await abortableDelay(input.ms / input.steps, context.signal);
        context.onProgress(step / input.steps);
      }
      return { threadId };
    case 'spin': {
      // Ignores the signal on purpose, like native code would.
      const until = Date.now() + input.ms;
      while (Date.now() < until) {
        /* busy */
      }
      return { threadId };
    }
    case 'hog': {
      // Small JS objects (heap, not ArrayBuffers), kept alive until the end.
      const kept: number[][] = [];
      for (let megabyte = 0; megabyte < input.megabytes; megabyte += 1) kept.push(Array.from({ length: 131_072 }, (_, index) => index + megabyte + 0.5));
      return { threadId, value: [kept.length] };
    }
    case 'fail':
      if (input.code) throw new TaskError(input.code, 'failed on purpose');
      throw new Error('failed on purpose');
  }
}
