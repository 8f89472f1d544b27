import type { TaskContext } from '../../workers/task';
import { abortableDelay, TaskError } from '../../workers/task';
import convert from '../convert/convert.task';

export interface TestWaitInput {
  bytes: Uint8Array;
  delayMs: number;
  failWith: string | null;
}

/** Test-only: waits (abortably, with progress), then fails or converts the input to PNG. */
export default async function testWait(input: TestWaitInput, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const steps = Math.max(1, Math.ceil(input.delayMs / 50));
  for (let step = 1; step <= steps; step += 1) {
    await abortableDelay(input.delayMs / steps, context.signal);
    context.onProgress((0.9 * step) / steps);
  }
  if (input.failWith === 'crash') throw new Error('Simulated crash with a stack trace');
  if (input.failWith) throw new TaskError(input.failWith, 'Simulated failure');
  // The conversion reports its own 0..1; mapped onto the last tenth so the job's progress never goes back.
  const conversion = { ...context, onProgress: (fraction: number) => context.onProgress(0.9 + 0.1 * fraction) };
  const output = await convert({ bytes: input.bytes, format: 'png', quality: 90, background: '#ffffff' }, conversion);
  return { bytes: output.bytes };
}
