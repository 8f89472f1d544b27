import { bareInference, decodeRaster, encodeRaster, modelInputFromRaster, removeBackground } from '@vitrina/imaging';

export const ISNET_STEPS = ['decode', 'model input', 'bare inference', 'inference in the task', 'probability fixes', 'alpha refinement', 'decontaminate and compose', 'PNG encode'] as const;
export type IsnetStep = (typeof ISNET_STEPS)[number];

/**
 * Bench task (api-remove-background.bench.ts), run in a pool thread like the job's: the bare
 * network run on the photo, then the remove-background task's own steps, split by the progress
 * the engine reports (model input done at 0.045, network at 0.72, probability fixes - colour
 * check, weak parts, support, graph cut - at 0.765, refined alpha at 0.9).
 */
export default async function run(input: { bytes: Uint8Array }): Promise<Record<IsnetStep, number>> {
  let start = performance.now();
  const raster = await decodeRaster(input.bytes, 3);
  const decode = performance.now() - start;
  const planes = await modelInputFromRaster(raster);
  start = performance.now();
  await bareInference(planes, 'quality');
  const bare = performance.now() - start;

  const marks: { fraction: number; at: number }[] = [];
  start = performance.now();
  const cutout = await removeBackground(raster, { model: 'quality', output: 'cutout' }, { onProgress: (fraction) => marks.push({ fraction, at: performance.now() }) });
  const composed = performance.now();
  const reached = (fraction: number) => marks.find((mark) => mark.fraction >= fraction - 1e-9)?.at ?? start;
  const encodeStart = performance.now();
  await encodeRaster(cutout, 'png');
  return {
    decode,
    'model input': reached(0.045) - start,
    'bare inference': bare,
    'inference in the task': reached(0.72) - reached(0.045),
    'probability fixes': reached(0.765) - reached(0.72),
    'alpha refinement': reached(0.9) - reached(0.765),
    'decontaminate and compose': composed - reached(0.9),
    'PNG encode': performance.now() - encodeStart,
  };
}
