import type { UpscaleParams } from '@vitrina/contracts';
import { blendBands, decodeRaster, encodeRaster, finishUpscale } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface UpscaleAssembleInput {
  bytes: Uint8Array;
  hasAlpha: boolean;
  bands: { start: number; size: number }[];
  results: { width: number; height: number; data: Uint8Array }[];
  scale: number;
  width: number;
  height: number;
  format: UpscaleParams['format'];
}

/** Runs in a pool worker: the bands blended into one image, alpha and exact size added, encoded. */
export default async function run(input: UpscaleAssembleInput, context: TaskContext): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const raster = await decodeRaster(input.bytes, input.hasAlpha ? 4 : 3);
  const networkRgb = blendBands(
    input.bands,
    input.results.map((result) => ({ ...result, channels: 3 as const })),
    input.scale,
  );
  context.onProgress(0.3);
  const result = await finishUpscale(raster, networkRgb, input.width, input.height, { signal: context.signal });
  context.onProgress(0.5);
  const encoded = await encodeRaster(result, input.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), width: result.width, height: result.height };
}
