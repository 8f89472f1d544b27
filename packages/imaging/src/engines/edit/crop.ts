/** The image editor's "crop" page: an exact pixel rectangle, validated against the image bounds. */
import type { Raster } from '../../raster';

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Throws RangeError unless the rectangle is integer, non-empty and inside the image. */
export function assertCropInBounds(image: { width: number; height: number }, rect: CropRect): void {
  const { x, y, width, height } = rect;
  if (![x, y, width, height].every(Number.isInteger)) throw new RangeError('Crop x, y, width and height must be integers');
  if (x < 0 || y < 0) throw new RangeError(`Crop origin must be inside the image, got (${x}, ${y})`);
  if (width < 1 || height < 1) throw new RangeError(`Crop size must be at least 1x1, got ${width}x${height}`);
  if (x + width > image.width || y + height > image.height) {
    throw new RangeError(`Crop ${width}x${height} at (${x}, ${y}) exceeds the ${image.width}x${image.height} image`);
  }
}

/** Copies the rectangle's pixels exactly (no resampling); same channels as the input. */
export function cropImage(input: Raster, rect: CropRect): Raster {
  assertCropInBounds(input, rect);
  const { channels } = input;
  const out = new Uint8Array(rect.width * rect.height * channels);
  const rowBytes = rect.width * channels;
  for (let row = 0; row < rect.height; row++) {
    const from = ((rect.y + row) * input.width + rect.x) * channels;
    out.set(input.data.subarray(from, from + rowBytes), row * rowBytes);
  }
  return { width: rect.width, height: rect.height, channels, data: out };
}
