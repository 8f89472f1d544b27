import type { ShadowControlsParams, ShadowPresetValues } from '@vitrina/contracts';
import { decodeRaster, encodeRaster, renderShadow } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';
import { ensureCutout } from './cutout';

export interface ShadowTaskInput {
  bytes: Uint8Array;
  preset: ShadowPresetValues;
  controls: ShadowControlsParams;
  format: 'png' | 'jpg' | 'webp';
}

export interface ShadowTaskOutput {
  bytes: Uint8Array;
  width: number;
  height: number;
  removedBackground: boolean;
}

/** Runs in a pool worker: cut out when needed (first half of the progress), then the shadow scene. */
export default async function run(input: ShadowTaskInput, context: TaskContext): Promise<ShadowTaskOutput> {
  const raster = await decodeRaster(input.bytes, 4);
  const { cutout, removedBackground } = await ensureCutout(raster, context, 0.5);
  const start = removedBackground ? 0.5 : 0;
  const result = await renderShadow(cutout, input.preset, input.controls, {
    signal: context.signal,
    onProgress: (fraction) => context.onProgress(start + fraction * (0.95 - start)),
  });
  const encoded = await encodeRaster(result, input.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), width: result.width, height: result.height, removedBackground };
}
