import { bareInference, modelInputFromRaster } from '@vitrina/imaging';

/**
 * Runs in each pool thread when a job-running process starts: loads the background-removal
 * network (the default `quality` model) and runs it once on a blank picture, so the first cut-out
 * after a start does not also pay for the session and ONNX Runtime's first-run allocations.
 */
export default async function warmUp(): Promise<{ ms: number }> {
  const started = performance.now();
  const blank = { width: 8, height: 8, channels: 3 as const, data: new Uint8Array(8 * 8 * 3) };
  await bareInference(await modelInputFromRaster(blank), 'quality');
  return { ms: performance.now() - started };
}
