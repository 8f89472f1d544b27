import { decodeRaster, detectWatermarkMask, encodeRaster, removeWatermark } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface WatermarkInput {
  image: Uint8Array;
  /** A corrected mask; absent means detect the marks. */
  mask?: Uint8Array;
  /** Detection only: also look for a tiled mark (removal always does). */
  detectTiled: boolean;
  /** `detect`: the mask alone; `remove`: the cleaned photo. */
  mode: 'detect' | 'remove';
  format: 'png' | 'jpg' | 'webp';
}

/** Runs in a pool worker: PP-OCRv4 text detection (loaded once per worker) and PatchMatch erasing. */
export default async function run(input: WatermarkInput, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const image = await decodeRaster(input.image, 3);
  const progress = { signal: context.signal, onProgress: (f: number) => context.onProgress(f * 0.95) };
  if (input.mode === 'detect') {
    const detection = await detectWatermarkMask(image, { detectTiled: input.detectTiled }, progress);
    const encoded = await encodeRaster(detection.mask, 'png');
    context.onProgress(1);
    return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
  }
  // A tiled mark is looked for either way: inside the given mask, or over the photo without one.
  const mask = input.mask ? await decodeRaster(input.mask, 3) : undefined;
  const cleaned = await removeWatermark(image, mask, progress);
  const encoded = await encodeRaster(cleaned, input.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
