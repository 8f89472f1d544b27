/**
 * Lanczos-3 resizing. sharp's `lanczos3` kernel is a true Lanczos filter only when reducing: when
 * enlarging, libvips maps it to a bicubic interpolator. So reductions go to sharp (fast, native),
 * and enlargements (alpha next to the network, factors beyond 8x) use the separable filter here.
 */
import sharp from 'sharp';
import type { Raster } from '../../raster';

const LOBES = 3;

/** Resizes to exactly width x height with Lanczos-3, premultiplying colour by alpha when present. */
export async function lanczosResize(raster: Raster, width: number, height: number): Promise<Raster> {
  if (raster.width === width && raster.height === height) return raster;
  if (width <= raster.width && height <= raster.height) return sharpReduce(raster, width, height);
  return lanczos3Resize(raster, width, height);
}

async function sharpReduce(raster: Raster, width: number, height: number): Promise<Raster> {
  const source = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  const { data, info } = await sharp(source, { raw: { width: raster.width, height: raster.height, channels: raster.channels }, limitInputPixels: false })
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== raster.channels) {
    throw new Error(`Resize produced ${info.width}x${info.height}x${info.channels}, wanted ${width}x${height}x${raster.channels}`);
  }
  return { width, height, channels: raster.channels, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

interface Taps {
  /** First source index for each output index. */
  first: Int32Array;
  count: number;
  /** count weights per output index, normalised to sum 1. */
  weights: Float32Array;
}

/** Filter taps for resampling `from` samples to `to` (pixel centres aligned, edges clamped). */
function taps(from: number, to: number): Taps {
  const ratio = from / to;
  const stretch = Math.max(1, ratio); // widen the filter when reducing, to avoid aliasing
  const support = LOBES * stretch;
  const count = Math.ceil(2 * support) + 1;
  const first = new Int32Array(to);
  const weights = new Float32Array(to * count);
  for (let out = 0; out < to; out++) {
    const centre = (out + 0.5) * ratio - 0.5;
    const start = Math.floor(centre - support) + 1;
    first[out] = start;
    let sum = 0;
    for (let k = 0; k < count; k++) sum += weights[out * count + k] = lanczos((start + k - centre) / stretch);
    for (let k = 0; k < count; k++) weights[out * count + k] = weights[out * count + k] / sum;
  }
  return { first, count, weights };
}

function lanczos(x: number): number {
  if (x === 0) return 1;
  if (x <= -LOBES || x >= LOBES) return 0;
  const px = Math.PI * x;
  return (LOBES * Math.sin(px) * Math.sin(px / LOBES)) / (px * px);
}

/** Separable Lanczos-3 in JS: horizontal pass into a float buffer, then vertical pass into bytes. */
export function lanczos3Resize(raster: Raster, width: number, height: number): Raster {
  const { width: inW, height: inH, channels, data } = raster;
  const alpha = channels === 2 || channels === 4 ? channels - 1 : -1;
  const horizontal = taps(inW, width);
  const vertical = taps(inH, height);

  // Horizontal pass; colour is stored premultiplied by alpha (0..255 scale) so edges do not bleed.
  const rows = new Float32Array(width * inH * channels);
  const acc = new Float64Array(channels);
  for (let y = 0; y < inH; y++) {
    for (let x = 0; x < width; x++) {
      acc.fill(0);
      const start = horizontal.first[x];
      for (let k = 0; k < horizontal.count; k++) {
        const weight = horizontal.weights[x * horizontal.count + k];
        const source = (y * inW + Math.min(inW - 1, Math.max(0, start + k))) * channels;
        const a = alpha >= 0 ? data[source + alpha] / 255 : 1;
        for (let c = 0; c < channels; c++) acc[c] += weight * data[source + c] * (c === alpha ? 1 : a);
      }
      rows.set(acc, (y * width + x) * channels);
    }
  }

  const out = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const start = vertical.first[y];
    for (let x = 0; x < width; x++) {
      acc.fill(0);
      for (let k = 0; k < vertical.count; k++) {
        const weight = vertical.weights[y * vertical.count + k];
        const source = (Math.min(inH - 1, Math.max(0, start + k)) * width + x) * channels;
        for (let c = 0; c < channels; c++) acc[c] += weight * rows[source + c];
      }
      const target = (y * width + x) * channels;
      const a = alpha >= 0 ? acc[alpha] / 255 : 1;
      for (let c = 0; c < channels; c++) {
        const value = c === alpha || alpha < 0 ? acc[c] : a > 1 / 1024 ? acc[c] / a : 0;
        out[target + c] = Math.min(255, Math.max(0, Math.round(value)));
      }
    }
  }
  return { width, height, channels, data: out };
}
