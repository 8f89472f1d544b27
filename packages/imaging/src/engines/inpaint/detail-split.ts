import type { Level } from './pyramid';

/** Smooth shading at full-resolution pixel p (all channels into `out`). */
export type ShadeAt = (p: number, out: Float32Array) => void;
/** Whether pixel q may enter pixel p's detail mean (same side of an edge); all may when absent. */
export type SameSide = (p: number, q: number) => boolean;

/**
 * Spread (pixels) of the Gaussian weights of the 5x5 mean that is the copy's low band: detail =
 * copy - that mean. The flat 5x5 box it replaces has side lobes: it passes coarse shading (4 px
 * waves amplified 1.2x) and keeps only 0.8 of the finest grain, so its detail carried variance
 * (error, the copy being an independent draw of the texture) that adds little Laplacian. Same
 * 5x5 window (same reach around edges), tapered weights. Box -> Gaussian 1.5 on the tuning
 * photos: grass -0.80 -> -0.68, gravel -0.68 -> -0.60, coffee +0.64 -> +0.68, chelsea +0.05 ->
 * +0.10 dB, texture ratios unchanged, crops alike (a touch finer). Narrower (spread 1.0, 1.25)
 * gains more on grass and gravel but turns the fill into a visible pixel grain.
 */
const DETAIL_SIGMA = 1.5;
/** Half-size of the window of that mean (5x5, as the box before). */
const DETAIL_RADIUS = 2;
/** Weights of the mean by |dx| (and |dy|): the 2-D weight is their product. */
const DETAIL_WEIGHTS = Float64Array.from({ length: DETAIL_RADIUS + 1 }, (_, d) => Math.exp(-(d * d) / (2 * DETAIL_SIGMA * DETAIL_SIGMA)));
/**
 * Largest gain on the (compressed) copied detail: a calm copy may be brought up to its
 * surroundings' detail. 3 since the compression (below) lowers the Laplacian of a copy with a few
 * strong edges; with 1.5 coffee's fill stopped at 0.88 of the original's texture.
 */
const MAX_GAIN = 3;
/**
 * Exponent of the detail's contrast compression: |d| -> m (|d| / m)^DETAIL_GAMMA, m = the mean
 * |d| over the hole. The copied detail is an independent draw of the texture, so every unit of
 * its variance is error; compressed, the same mean |Laplacian| costs less variance (grass -1.01
 * -> -0.80, gravel -0.90 -> -0.68 dB at the same texture ratio). Chosen on the tuning photos by
 * eye: 0.3 gains more (grass -0.72) but turns grass and gravel into a flat lace pattern.
 */
const DETAIL_GAMMA = 0.5;
/** Bisection steps for the gain (to 0.4 % of MAX_GAIN). */
const GAIN_STEPS = 8;

/**
 * Frequency split of the finest level's hole: shading (low band) from the membrane fill, which
 * is the least-squares guess where the copied patches do not predict the photo, plus the copy's
 * detail (copy minus the Gaussian-weighted mean of the copied pixels around it, its contrast compressed), scaled by a gain g chosen so that the fill's mean
 * |Laplacian| equals `targetDetail` (bisection; the Laplacian grows with g). The copy's shading
 * often belongs to another object (a cup's inside pasted over its rim): the squared error of a
 * wrong low band is what made the plain copy 2-3 dB worse than diffusion; its fine detail costs
 * little error for the texture it gives. Changes only the hole pixels.
 */
export function splitDetail(
  level: Level,
  holePixels: Int32Array,
  shadeAt: ShadeAt,
  keep: Uint8Array,
  targetDetail: number,
  sameSide?: SameSide,
): void {
  const { channels: c, image } = level;
  const base = new Float32Array(holePixels.length * c);
  const detail = new Float32Array(holePixels.length * c);
  const shade = new Float32Array(c);
  const low = new Float64Array(c);
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    shadeAt(p, shade);
    const kept = keep[p] === 1;
    if (!kept) lowBand(level, p, low, sameSide);
    for (let k = 0; k < c; k++) {
      // A kept pixel is the copy itself (no detail on top); others get the membrane plus detail.
      base[i * c + k] = kept ? image[p * c + k] : shade[k];
      detail[i * c + k] = kept ? 0 : image[p * c + k] - low[k];
    }
  }
  compressContrast(detail);
  const write = (gain: number) => {
    for (let i = 0; i < holePixels.length; i++) {
      const o = holePixels[i] * c;
      for (let k = 0; k < c; k++) {
        const v = Math.round(base[i * c + k] + gain * detail[i * c + k]);
        image[o + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  };
  let lo = 0;
  let hi = MAX_GAIN;
  for (let step = 0; step < GAIN_STEPS; step++) {
    const mid = (lo + hi) / 2;
    write(mid);
    if (holeDetail(level, holePixels) < targetDetail) lo = mid;
    else hi = mid;
  }
  write((lo + hi) / 2);
}

/** |d| -> m (|d| / m)^DETAIL_GAMMA in place, m = mean |d|: small detail kept, strong detail toned down. */
function compressContrast(detail: Float32Array): void {
  let sum = 0;
  for (let i = 0; i < detail.length; i++) sum += Math.abs(detail[i]);
  const m = Math.max(1, sum / Math.max(1, detail.length));
  for (let i = 0; i < detail.length; i++) {
    const d = detail[i];
    detail[i] = Math.sign(d) * m * Math.pow(Math.abs(d) / m, DETAIL_GAMMA);
  }
}

/** Mean absolute 4-neighbour Laplacian (summed over channels) over the hole pixels off the image's edge. */
function holeDetail(level: Level, holePixels: Int32Array): number {
  const { width, height, channels: c, image } = level;
  const row = width * c;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    const x = p % width;
    const y = (p - x) / width;
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) continue;
    for (let k = 0; k < c; k++) {
      const j = p * c + k;
      sum += Math.abs(4 * image[j] - image[j - c] - image[j + c] - image[j - row] - image[j + row]);
    }
    count++;
  }
  return sum / Math.max(1, count);
}

/**
 * Gaussian-weighted mean (DETAIL_SIGMA) of the copy in the window around hole pixel p, all
 * channels into `out` (clipped at the image's edge; only p's side when `sameSide` is given).
 * Known pixels are left out: they are the photo itself, and the photo next to the border predicts
 * the hidden pixel (its detail band correlates 0.2-0.5 with its neighbour's), so subtracting
 * their mean put minus the truth into the detail of the first two rings (correlation of the
 * detail with the original's there: grass -0.08, gravel -0.08, coffee -0.16; with the copy's own
 * mean +0.04, +0.19, +0.07).
 */
function lowBand(level: Level, p: number, out: Float64Array, sameSide?: SameSide): void {
  const { width, height, channels: c, image } = level;
  const r = DETAIL_RADIUS;
  const x = p % width;
  const y = (p - x) / width;
  const x0 = Math.max(0, x - r);
  const x1 = Math.min(width - 1, x + r);
  const y0 = Math.max(0, y - r);
  const y1 = Math.min(height - 1, y + r);
  out.fill(0);
  let total = 0;
  for (let yy = y0; yy <= y1; yy++) {
    const wy = DETAIL_WEIGHTS[Math.abs(yy - y)];
    for (let xx = x0; xx <= x1; xx++) {
      const q = yy * width + xx;
      if (!level.hole[q] || (sameSide && !sameSide(p, q))) continue;
      const w = wy * DETAIL_WEIGHTS[Math.abs(xx - x)];
      for (let k = 0; k < c; k++) out[k] += w * image[q * c + k];
      total += w;
    }
  }
  // p itself is a hole pixel on its own side, so total > 0.
  for (let k = 0; k < c; k++) out[k] /= total;
}
