/** Turns the painted set into the final backdrop: upscale, depth of field, vignette; and matches the product's light. */
import sharp from 'sharp';
import type { Raster } from '../../raster';
import type { Canvas } from './backdrop';
import type { Rgb } from './colour';
import type { SceneLayout } from './layout';
import { occlusionAt, type OcclusionField } from './occlusion';

/** The float canvas as 16-bit samples (x256): resampling and blur keep the fractions. */
function toUshort(canvas: Canvas): Uint16Array {
  const samples = new Uint16Array(canvas.data.length);
  for (let i = 0; i < canvas.data.length; i++) samples[i] = Math.max(0, Math.min(65535, Math.round((canvas.data[i] ?? 0) * 256)));
  return samples;
}

/** Interleaved gradient noise in [0, 1) at (x, y): a blue-noise-like pattern with no visible tiling. */
function interleavedGradientNoise(x: number, y: number): number {
  const f = 0.06711056 * x + 0.00583715 * y;
  const g = 52.9829189 * (f - Math.floor(f));
  return g - Math.floor(g);
}

/**
 * Dither offset in (-0.5, 1.5) added before truncating to 8 bits: two ordered patterns summed, a
 * triangular distribution of ±1 level around 0.5. It turns the steps of a smooth gradient (bands,
 * contour lines) into fine grain, also where the gradient sits near a whole level.
 */
export function ditherThreshold(x: number, y: number): number {
  return interleavedGradientNoise(x, y) + interleavedGradientNoise(y + 17, x + 71) - 0.5;
}

async function resample16(samples: Uint16Array, from: { width: number; height: number }, width: number, height: number, sigma: number | null): Promise<Uint16Array> {
  let image = sharp(samples, { raw: { width: from.width, height: from.height, channels: 3 } }).toColourspace('rgb16');
  if (sigma) image = image.blur(sigma);
  const buffer = await image.resize(width, height, { fit: 'fill', kernel: 'cubic' }).raw({ depth: 'ushort' }).toBuffer();
  return new Uint16Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 2);
}

/**
 * Upscales the painted canvas to the output size and blurs the set by distance from the product's
 * floor line (the wall most, the floor just behind and in front of the product least).
 * `occlusion` darkens the floor around the product's base at full size, before dithering.
 */
export async function finishBackdrop(canvas: Canvas, layout: SceneLayout, dof: number, vignette: number, occlusion: OcclusionField | null = null): Promise<Raster> {
  const { width, height } = layout;
  const samples = toUshort(canvas);
  const sigma = Math.max(0.3, dof * canvas.height * 0.008);
  const [sharpBuffer, blurredBuffer] = await Promise.all([
    resample16(samples, canvas, width, height, null),
    dof > 0.02 ? resample16(samples, canvas, width, height, sigma) : Promise.resolve(null),
  ]);
  const data = new Uint8Array(width * height * 3);
  const span = Math.max(1, layout.contactY - layout.horizon);
  for (let y = 0; y < height; y++) {
    let focus: number;
    if (y < layout.horizon) focus = 1;
    else if (y < layout.contactY) focus = 1 - ((y - layout.horizon) / span) * 0.9;
    else focus = 0.1 + Math.min(0.5, ((y - layout.contactY) / Math.max(1, height - layout.contactY)) * 0.5);
    const blurWeight = blurredBuffer ? Math.min(1, focus * Math.min(1, dof * 1.6)) : 0;
    const ny = (y / height) * 2 - 1;
    for (let x = 0; x < width; x++) {
      const nx = (x / width) * 2 - 1;
      const corner = Math.hypot(nx, ny) / Math.SQRT2;
      const dark = occlusionAt(occlusion, x, y) * (1 - vignette * 0.55 * Math.max(0, (corner - 0.35) / 0.65) ** 2);
      const o = (y * width + x) * 3;
      const threshold = ditherThreshold(x, y);
      for (let c = 0; c < 3; c++) {
        const crisp = sharpBuffer[o + c] ?? 0;
        const soft = blurredBuffer ? (blurredBuffer[o + c] ?? 0) : crisp;
        data[o + c] = Math.max(0, Math.min(255, Math.floor(((crisp + (soft - crisp) * blurWeight) * dark) / 256 + threshold)));
      }
    }
  }
  return { width, height, channels: 3, data };
}

/** Average colour of the backdrop around the product: the light the product should pick up. */
export function ambientColour(backdrop: Raster, layout: SceneLayout): Rgb {
  const sum = [0, 0, 0];
  let count = 0;
  const step = Math.max(1, Math.floor(backdrop.width / 64));
  for (let y = 0; y < backdrop.height; y += step)
    for (let x = 0; x < backdrop.width; x += step) {
      const o = (y * backdrop.width + x) * backdrop.channels;
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (backdrop.data[o + c] ?? 0);
      count++;
    }
  void layout;
  return [(sum[0] ?? 0) / count, (sum[1] ?? 0) / count, (sum[2] ?? 0) / count];
}

/** Largest change per channel the light match may make, as a fraction of the value (tests use it). */
export const COLOUR_MATCH_LIMIT = 0.08;

/**
 * A light colour match: the product takes a little of the scene's light colour (warm set → a
 * touch warmer), never enough to change what the product is. Alpha is untouched.
 */
export function matchProductLight(product: Raster, ambient: Rgb, tint: Rgb): Raster {
  const mean = (ambient[0] + ambient[1] + ambient[2]) / 3 || 1;
  const factors = [0, 1, 2].map((c) => {
    const fromScene = 1 + 0.06 * ((ambient[c] ?? mean) / mean - 1);
    const fromLight = 1 + 0.5 * ((tint[c] ?? 1) - 1);
    return Math.min(1 + COLOUR_MATCH_LIMIT, Math.max(1 - COLOUR_MATCH_LIMIT, fromScene * fromLight));
  });
  const data = new Uint8Array(product.data.length);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = Math.min(255, Math.round((product.data[i] ?? 0) * (factors[0] ?? 1)));
    data[i + 1] = Math.min(255, Math.round((product.data[i + 1] ?? 0) * (factors[1] ?? 1)));
    data[i + 2] = Math.min(255, Math.round((product.data[i + 2] ?? 0) * (factors[2] ?? 1)));
    data[i + 3] = product.data[i + 3] ?? 0;
  }
  return { ...product, data };
}
