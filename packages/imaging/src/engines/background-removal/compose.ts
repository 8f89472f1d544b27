/** Builds the requested output raster from the image, its alpha and its foreground colours. */
import type { Raster } from '../../raster';
import type { SparseForeground } from './decontaminate';

export type RemoveBackgroundOutput = 'cutout' | 'mask' | 'color';

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Whether a Uint32Array's words are stored least significant byte first (every platform Node runs on in practice). */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** Alpha at or above this counts as subject when finding its bounding box (about 10/255). */
const SUBJECT_ALPHA = 0.04;

/** Alpha as an 8-bit greyscale raster. */
export function alphaToMask(alpha: Float32Array, width: number, height: number): Raster {
  const data = new Uint8Array(width * height);
  // Most of a matte is exactly 0 (already there) or 1: only the rest needs rounding.
  for (let i = 0; i < data.length; i++) {
    const a = alpha[i];
    if (a === 0) continue;
    data[i] = a === 1 ? 255 : Math.round(a * 255);
  }
  return { width, height, channels: 1, data };
}

/** RGBA cut-out: decontaminated colour with alpha; fully transparent pixels are zeroed (smaller PNGs). */
export function composeCutout(foreground: Uint8Array, mask: Raster): Raster {
  const size = mask.width * mask.height;
  const data = new Uint8Array(size * 4);
  for (let i = 0, f = 0, o = 0; i < size; i++, f += 3, o += 4) {
    const a = mask.data[i];
    if (a === 0) continue;
    data[o] = foreground[f];
    data[o + 1] = foreground[f + 1];
    data[o + 2] = foreground[f + 2];
    data[o + 3] = a;
  }
  return { width: mask.width, height: mask.height, channels: 4, data };
}

/** The cut-out flattened onto a solid colour: aF + (1-a)C. */
export function composeOnColor(foreground: Uint8Array, mask: Raster, color: readonly [number, number, number]): Raster {
  const size = mask.width * mask.height;
  const data = new Uint8Array(size * 3);
  const [r, g, b] = color;
  for (let i = 0, o = 0; i < size; i++, o += 3) {
    const a = mask.data[i] / 255;
    data[o] = Math.round(foreground[o] * a + r * (1 - a));
    data[o + 1] = Math.round(foreground[o + 1] * a + g * (1 - a));
    data[o + 2] = Math.round(foreground[o + 2] * a + b * (1 - a));
  }
  return { width: mask.width, height: mask.height, channels: 3, data };
}

/**
 * The same cut-out as composeCutout, from the image and the foreground colours estimated at its
 * semi-transparent pixels only (F = I everywhere else): no full-size foreground copy.
 */
export function cutoutFromImage(image: Raster, foreground: SparseForeground, mask: Raster): Raster {
  const size = mask.width * mask.height;
  const data = new Uint8Array(size * 4);
  const { channels } = image;
  const green = channels < 3 ? 0 : 1;
  const blue = channels < 3 ? 0 : 2;
  const source = image.data;
  const alpha = mask.data;
  if (LITTLE_ENDIAN) {
    // One 32-bit store per pixel (R, G, B, A in memory order) instead of four byte stores.
    const words = new Uint32Array(data.buffer, data.byteOffset, size);
    for (let i = 0, p = 0; i < size; i++, p += channels) {
      const a = alpha[i];
      if (a === 0) continue;
      words[i] = source[p] | (source[p + green] << 8) | (source[p + blue] << 16) | (a << 24);
    }
  } else {
    for (let i = 0, p = 0, o = 0; i < size; i++, p += channels, o += 4) {
      const a = alpha[i];
      if (a === 0) continue;
      data[o] = source[p];
      data[o + 1] = source[p + green];
      data[o + 2] = source[p + blue];
      data[o + 3] = a;
    }
  }
  const { indices, colours } = foreground;
  for (let k = 0; k < indices.length; k++) {
    const o = indices[k] * 4;
    if (alpha[indices[k]] === 0) continue;
    data[o] = colours[k * 3];
    data[o + 1] = colours[k * 3 + 1];
    data[o + 2] = colours[k * 3 + 2];
  }
  return { width: mask.width, height: mask.height, channels: 4, data };
}

/** composeOnColor from the image and the sparse foreground (see cutoutFromImage). */
export function onColorFromImage(image: Raster, foreground: SparseForeground, mask: Raster, color: readonly [number, number, number]): Raster {
  const size = mask.width * mask.height;
  const { channels } = image;
  const rgb = new Uint8Array(size * 3);
  for (let i = 0, p = 0; i < size; i++, p += channels) {
    rgb[i * 3] = image.data[p];
    rgb[i * 3 + 1] = image.data[channels < 3 ? p : p + 1];
    rgb[i * 3 + 2] = image.data[channels < 3 ? p : p + 2];
  }
  for (let k = 0; k < foreground.indices.length; k++) rgb.set(foreground.colours.subarray(k * 3, k * 3 + 3), foreground.indices[k] * 3);
  return composeOnColor(rgb, mask, color);
}

export function parseHexColor(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new RangeError(`Background colour must be #rrggbb, got "${hex}"`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The subject's bounding box grown by `marginPercent` of its larger side on every edge, clipped
 * to the image. Undefined when nothing in the mask reaches the subject threshold.
 */
export function subjectBox(mask: Raster, marginPercent: number): CropBox | undefined {
  const threshold = Math.round(SUBJECT_ALPHA * 255);
  const { width, height, data } = mask;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (data[row + x] >= threshold) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (first < left) left = first;
    if (last > right) right = last;
    if (top > y) top = y;
    bottom = y;
  }
  if (right < 0) return undefined;
  const margin = Math.round((Math.max(right - left + 1, bottom - top + 1) * Math.max(0, marginPercent)) / 100);
  const x0 = Math.max(0, left - margin);
  const y0 = Math.max(0, top - margin);
  const x1 = Math.min(width, right + 1 + margin);
  const y1 = Math.min(height, bottom + 1 + margin);
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

export function cropRaster(raster: Raster, box: CropBox): Raster {
  const { channels } = raster;
  const data = new Uint8Array(box.width * box.height * channels);
  const rowBytes = box.width * channels;
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * raster.width + box.left) * channels;
    data.set(raster.data.subarray(from, from + rowBytes), y * rowBytes);
  }
  return { width: box.width, height: box.height, channels, data };
}
