import { decodeRaster, encodeRaster, removeBackground } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';
import { hasTransparency } from '../shadow/cutout';

export interface ProductCutoutInput {
  bytes: Uint8Array;
}

/** `bytes` is null when the photo already is a cut-out (it has transparency) and is kept as it is. */
export interface ProductCutoutOutput {
  bytes: Uint8Array | null;
}

/**
 * CreateProduct's automatic background removal, in a pool worker: the quality ISNet model,
 * cropped to the product with a small margin so the Editor and the scenes get the object itself.
 */
export default async function run(input: ProductCutoutInput, context: TaskContext): Promise<ProductCutoutOutput> {
  const withAlpha = await decodeRaster(input.bytes, 4);
  if (hasTransparency(withAlpha)) return { bytes: null };
  const rgb = await decodeRaster(input.bytes, 3);
  const cutout = await removeBackground(rgb, { model: 'quality', output: 'cutout', crop: { marginPercent: 4 } }, { signal: context.signal, onProgress: context.onProgress });
  const encoded = await encodeRaster(cutout, 'png');
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
