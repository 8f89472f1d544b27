/**
 * Image quality metrics on luma (BT.601 weights, 0..255): PSNR and SSIM as defined by Wang et al.
 * 2004 (11x11 Gaussian window, sigma 1.5, K1 0.01, K2 0.03, population statistics), averaged over
 * every window position that lies fully inside the image.
 */
import type { Raster } from '../../src/raster';

export function luma(raster: Raster): Float64Array {
  const pixels = raster.width * raster.height;
  const out = new Float64Array(pixels);
  const { channels, data } = raster;
  for (let i = 0; i < pixels; i++) {
    const p = i * channels;
    out[i] = channels >= 3 ? 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2] : data[p];
  }
  return out;
}

function assertSameSize(a: Raster, b: Raster): void {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`Size mismatch: ${a.width}x${a.height} vs ${b.width}x${b.height}`);
}

export function psnr(a: Raster, b: Raster): number {
  assertSameSize(a, b);
  const x = luma(a);
  const y = luma(b);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += (x[i] - y[i]) ** 2;
  const mse = sum / x.length;
  return mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse);
}

const RADIUS = 5;
const SIGMA = 1.5;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

function gaussianKernel(): Float64Array {
  const kernel = new Float64Array(2 * RADIUS + 1);
  let sum = 0;
  for (let i = -RADIUS; i <= RADIUS; i++) sum += kernel[i + RADIUS] = Math.exp(-(i * i) / (2 * SIGMA * SIGMA));
  return kernel.map((value) => value / sum);
}

/** Separable Gaussian filter keeping only positions where the window fits ("valid" region). */
function blurValid(values: Float64Array, width: number, height: number, kernel: Float64Array): Float64Array {
  const outW = width - 2 * RADIUS;
  const outH = height - 2 * RADIUS;
  const rows = new Float64Array(outW * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < outW; x++) {
      let sum = 0;
      for (let k = 0; k < kernel.length; k++) sum += kernel[k] * values[y * width + x + k];
      rows[y * outW + x] = sum;
    }
  }
  const out = new Float64Array(outW * outH);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      let sum = 0;
      for (let k = 0; k < kernel.length; k++) sum += kernel[k] * rows[(y + k) * outW + x];
      out[y * outW + x] = sum;
    }
  }
  return out;
}

export function ssim(a: Raster, b: Raster): number {
  assertSameSize(a, b);
  const { width, height } = a;
  if (width <= 2 * RADIUS || height <= 2 * RADIUS) throw new Error('Image too small for an 11x11 SSIM window');
  const x = luma(a);
  const y = luma(b);
  const kernel = gaussianKernel();
  const product = (p: Float64Array, q: Float64Array) => p.map((value, i) => value * q[i]);
  const muX = blurValid(x, width, height, kernel);
  const muY = blurValid(y, width, height, kernel);
  const xx = blurValid(product(x, x), width, height, kernel);
  const yy = blurValid(product(y, y), width, height, kernel);
  const xy = blurValid(product(x, y), width, height, kernel);
  let total = 0;
  for (let i = 0; i < muX.length; i++) {
    const mx = muX[i];
    const my = muY[i];
    const varX = xx[i] - mx * mx;
    const varY = yy[i] - my * my;
    const cov = xy[i] - mx * my;
    total += ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (varX + varY + C2));
  }
  return total / muX.length;
}
