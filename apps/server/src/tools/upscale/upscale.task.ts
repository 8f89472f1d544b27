import type { UpscaleParams } from '@vitrina/contracts';
import { decodeRaster, encodeRaster, upscale } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface UpscaleInput {
  bytes: Uint8Array;
  hasAlpha: boolean;
  params: UpscaleParams;
}

/** Runs in a pool worker: tiled ESRGAN (the model is converted and loaded once per worker), exact size. */
export default async function run(input: UpscaleInput, context: TaskContext): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const { params } = input;
  const raster = await decodeRaster(input.bytes, input.hasAlpha ? 4 : 3);
  const size = params.width !== undefined ? { width: params.width } : params.height !== undefined ? { height: params.height } : { scale: params.scale ?? 4 };
  const result = await upscale(raster, { model: params.model, ...size }, { signal: context.signal, onProgress: (fraction) => context.onProgress(fraction * 0.95) });
  const encoded = await encodeRaster(result, params.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), width: result.width, height: result.height };
}
