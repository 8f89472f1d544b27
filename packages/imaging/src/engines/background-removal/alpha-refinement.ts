/**
 * Turns ISNet's 1024x1024 probability map into a full-resolution alpha matte.
 *
 * 1. Edge-aware upsampling: a colour guided filter fitted on a working grid (at most 512x512) with
 *    the image as guide, evaluated at full resolution, so edges land on the image's real edges
 *    rather than on a blurred, upscaled mask.
 * 2. Detail pass for hair and soft edges: a second, small-window guided filter (luma guide, low
 *    ridge) at full resolution, applied only in the uncertain band, lets thin strands and soft
 *    falloffs follow the image.
 * 3. A confidence curve pushes alpha below 0.4 to 0 and above 0.6 to 1, keeping a narrow soft middle.
 */
import sharp from 'sharp';
import type { Raster } from '../../raster';
import { cropPlane, grownBox } from './box-filter';
import { cropRaster } from './compose';
import { detailPass } from './detail-pass';
import { modelGridOffset } from './inference';
import { applyGuidedCoefficientsInBand } from './guided-band';
import { guidedCoefficients, guidePlanes, type GuidedCoefficients, type GuidedFilterParams } from './guided-filter';
import { resizePlane } from './resample';

/**
 * Working grid of the coarse fit. Its coefficients are smooth, so fitting them on a subsampled
 * grid and sampling them at full resolution ("fast guided filter") loses little and saves most
 * of the cost.
 */
const WORK_PIXELS = 512 * 512;
/** Images up to this size also get the full-resolution detail pass (~40 bytes per pixel). */
const DETAIL_MAX_PIXELS = 4096 * 1024;

export interface RefinementSettings {
  /** Coarse pass: window radius as a fraction of the working grid's longer side, and ridge. */
  coarseRadiusFraction: number;
  coarseEpsilon: number;
  /** Detail pass (uncertain band only). */
  detailRadius: number;
  detailEpsilon: number;
  /** Alpha below `low` becomes 0, above `high` becomes 1, linear in between. */
  low: number;
  high: number;
}

export const DEFAULT_REFINEMENT: RefinementSettings = {
  // 1/256 of the grid (2 px of a 512 grid): on the real-photo tuning half (npm run eval) IoU mean
  // 0.9697 -> 0.9716 against 1/64; the wide window blurred thin parts and corners away.
  coarseRadiusFraction: 1 / 256,
  coarseEpsilon: 1e-4,
  detailRadius: 1,
  detailEpsilon: 1e-4,
  // A steep curve: on real photos (npm run eval) the network's soft band is mostly uncertainty,
  // not transparency; shown through 0.08..0.92 it was a rim of the old background. With colours
  // still decontaminated on the soft matte (Matte.soft), rim error 18.4 -> 14.5 on the tuning
  // half, 18.7 -> 17.7 held out; IoU unchanged (same 0.5 midpoint).
  low: 0.4,
  high: 0.6,
};

export interface WorkGrid {
  width: number;
  height: number;
  guide: Raster;
}

/**
 * The photo on the coarse fit's working grid. It depends on the photo alone, and sharp resizes
 * it on a libuv thread: a caller may start it early and hand the promise to refineMatte, so that
 * the resize runs on another core while this thread does other work (remove-background.ts).
 */
export async function workGrid(image: Raster): Promise<WorkGrid> {
  const scale = Math.min(1, Math.sqrt(WORK_PIXELS / (image.width * image.height)));
  if (scale === 1) return { width: image.width, height: image.height, guide: image };
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const { data, info } = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const guide: Raster = { width, height, channels: info.channels, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  return { width, height, guide };
}

/** The matte shown (steep curve) and a soft one for colour decontamination. */
export interface Matte {
  alpha: Float32Array;
  /**
   * The same matte through the wide curve 0.08..0.92: edge pixels the steep curve makes opaque
   * still have partial alpha here, so decontamination removes the old background from them
   * instead of showing it as a rim.
   */
  soft: Float32Array;
}

const SOFT_CURVE = { low: 0.08, high: 0.92 };

/**
 * `probability` is the model's square map (`side` x `side`, 0..1). Returns the matte
 * (alpha 0..1 and its soft copy) for every pixel of `image`. `started`: workGrid(image), if
 * the caller started it already.
 */
export async function refineMatte(image: Raster, probability: Float32Array, side: number, settings = DEFAULT_REFINEMENT, started: Promise<WorkGrid> = workGrid(image)): Promise<Matte> {
  const grid = await started;
  // The map is half a grid pixel off the photo when sharp enlarged it for the network (inference.ts).
  const offset = modelGridOffset(image.width, image.height, side);
  const coarseInput = resizePlane(probability, side, side, grid.width, grid.height, offset, offset);
  const coarse: GuidedFilterParams = {
    radius: Math.max(2, Math.round(Math.max(grid.width, grid.height) * settings.coarseRadiusFraction)),
    epsilon: settings.coarseEpsilon,
  };
  const alpha = new Float32Array(image.width * image.height);
  const soft = new Float32Array(alpha.length);
  const coefficients = coarseCoefficients(grid, coarseInput, coarse);
  if (!coefficients) return { alpha, soft };
  const detail = image.width * image.height <= DETAIL_MAX_PIXELS;
  const detailParams = { radius: settings.detailRadius, epsilon: settings.detailEpsilon };
  applyGuidedCoefficientsInBand(coefficients, image, alpha, detail ? 2 * detailParams.radius + 1 : 0);
  if (detail) detailPass(image, alpha, detailParams);
  // Both curves in one pass over the matte (no copy of it first); 0 stays 0 on both.
  const softSpan = 1 / (SOFT_CURVE.high - SOFT_CURVE.low);
  const span = 1 / (settings.high - settings.low);
  // Most of the rest is exactly 1 (solid subject): its two results are worked out once.
  const softOfOne = curve((1 - SOFT_CURVE.low) * softSpan);
  const alphaOfOne = curve((1 - settings.low) * span);
  for (let i = 0; i < alpha.length; i++) {
    const value = alpha[i];
    if (value === 0) continue;
    if (value === 1) {
      soft[i] = softOfOne;
      alpha[i] = alphaOfOne;
      continue;
    }
    soft[i] = curve((value - SOFT_CURVE.low) * softSpan);
    alpha[i] = curve((value - settings.low) * span);
  }
  return { alpha, soft };
}

const curve = (a: number) => (a < 0 ? 0 : a > 1 ? 1 : a);

/**
 * The coarse fit's coefficients on the whole working grid, computed over the box of the non-zero
 * probabilities grown by 4 radii only. Farther out every window the coefficients depend on
 * (2 radii deep) holds p = 0, so a = b = 0 there; inside, the values within 2 radii of the box's
 * edge see clipped windows, but they lie more than 2 radii from any p > 0 and are 0 as well.
 * Undefined when p is 0 everywhere (then so is the matte).
 */
function coarseCoefficients(grid: WorkGrid, input: Float32Array, params: GuidedFilterParams): GuidedCoefficients | undefined {
  const { width, height } = grid;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (input[row + x] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return undefined;
  const box = grownBox(left, right, top, bottom, 4 * params.radius + 2, Math.max(width, height));
  box.width = Math.min(box.width, width - box.left);
  box.height = Math.min(box.height, height - box.top);
  const fitted = guidedCoefficients(guidePlanes(cropRaster(grid.guide, box)), cropPlane(input, width, box), box.width, box.height, params);
  const whole: GuidedCoefficients = { width, height, ar: new Float32Array(width * height), ag: new Float32Array(width * height), ab: new Float32Array(width * height), b: new Float32Array(width * height) };
  for (const key of ['ar', 'ag', 'ab', 'b'] as const) {
    for (let y = 0; y < box.height; y++) whole[key].set(fitted[key].subarray(y * box.width, (y + 1) * box.width), (box.top + y) * width + box.left);
  }
  return whole;
}
