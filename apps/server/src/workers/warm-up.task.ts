import { warmUpBackgroundRemoval } from '@vitrina/imaging';

/**
 * Runs in each pool thread when a job-running process starts: loads the background-removal
 * network (the default `quality` model) and runs it once, then runs the steps after the network a
 * few times on a synthetic photo, so the first cut-outs after a start pay neither for the session
 * and ONNX Runtime's first-run allocations nor for compiling the post-processing's loops.
 */
export default async function warmUp(): Promise<{ ms: number }> {
  return { ms: await warmUpBackgroundRemoval('quality') };
}
