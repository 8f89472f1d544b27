import { cropRows, decodeRaster, networkInput, upscaleColour, type NeuralScale, type UpscaleModel } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface UpscaleBandInput {
  bytes: Uint8Array;
  hasAlpha: boolean;
  model: UpscaleModel;
  scale: NeuralScale;
  /** Input rows of this band. */
  band: { start: number; size: number };
  /** onnxruntime threads for this band (the cores are shared among the bands that run at once). */
  threads: number;
}

/** Runs in a pool worker: one horizontal band of an upscale through the network (RGB at `scale`). */
export default async function run(input: UpscaleBandInput, context: TaskContext): Promise<{ width: number; height: number; data: Uint8Array }> {
  const raster = await decodeRaster(input.bytes, input.hasAlpha ? 4 : 3);
  // The colour under transparent pixels is bled over the whole image, so that bands agree.
  const rgb = cropRows(networkInput(raster), input.band);
  const result = await upscaleColour(rgb, input.model, input.scale, { threads: input.threads }, { signal: context.signal, onProgress: context.onProgress });
  return { width: result.width, height: result.height, data: result.data };
}
