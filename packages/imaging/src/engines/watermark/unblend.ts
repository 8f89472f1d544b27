import type { Raster } from '../../raster';
import { sumUnmarkedBox, unmarkedSums } from './unmarked-sums';

export interface BlendEstimate {
  /** Opacity of the mark where it fully covers a pixel, 0..1. */
  opacity: number;
  /** The mark's colour, one value per channel (may stray outside 0..255: it is an estimate). */
  colour: number[];
  /** Mean of the photo's guess under the fitted pixels (the fit's background), when known. */
  meanBackground?: number[];
}

/**
 * Estimates how the mark was blended (observed = (1 - a) * photo + a * colour) over `strokes`,
 * given `fill`: the image inpainted over the strokes and a margin around them, i.e. a guess of
 * the photo that ignores the mark; `margin` lists inpainted pixels clear of the strokes.
 * Regressing the observed pixels on the guess gives a slope of (1 - a) under the strokes, but a guess is never exact and its errors flatten any such
 * slope; the same regression over the hole's unmarked margin (observed = photo there) measures
 * that flattening, and dividing it out leaves 1 - a. The intercept then gives the colour.
 * Undefined when either set is too small or the photo varies too little to tell.
 */
export function estimateBlend(input: Raster, strokes: Uint8Array, margin: Uint8Array, fill: Raster): BlendEstimate | undefined {
  const c = input.channels;
  const marked = regression(input, fill, strokes);
  const unmarked = regression(input, fill, margin);
  if (marked.count < MIN_PIXELS || unmarked.count < MIN_PIXELS) return undefined;
  if (marked.spread <= 0 || unmarked.slope <= MIN_CALIBRATION) return undefined;
  const keep = marked.slope / unmarked.slope;
  const opacity = 1 - keep;
  if (!(opacity > 0 && opacity < 1)) return undefined;
  const colour: number[] = [];
  for (let k = 0; k < c; k++) colour.push((marked.meanObserved[k] - keep * marked.meanGuess[k]) / opacity);
  return { opacity, colour, meanBackground: marked.meanGuess };
}

const MIN_PIXELS = 24;
/** Below this calibration slope the guess explains too little of the photo to calibrate with. */
const MIN_CALIBRATION = 0.2;

/** Least-squares fit of observed on guess over `set`, pooled over channels. */
function regression(input: Raster, fill: Raster, set: Uint8Array): ReturnType<Accumulator['fit']> & { count: number } {
  const c = input.channels;
  const sums = new Accumulator(c);
  for (let p = 0; p < set.length; p++) if (set[p]) sums.add(input.data, p * c, fill.data.subarray(p * c, p * c + c));
  return { ...(sums.count > 0 ? sums.fit() : { slope: 0, spread: 0, meanObserved: [], meanGuess: [] }), count: sums.count };
}

/** Outer and inner radius (pixels) of the square ring whose unmarked pixels give a local background. */
const RING_OUTER = 6;
const RING_INNER = 1;

/**
 * The same blend, estimated without the inpainted guess: each stroke pixel is compared with the
 * mean of the unmarked pixels (outside `marked`) in a square ring around it, and so is each
 * unmarked pixel of `regions` (for calibration: same ring, same smoothing, truth known). The
 * slope of observed on ring mean is 1 - a times the calibration slope; the intercept gives the
 * colour. Local, so it suits marks over varied backgrounds; undefined on too little data.
 */
export function estimateBlendLocal(input: Raster, strokes: Uint8Array, marked: Uint8Array, regions: Uint8Array): BlendEstimate | undefined {
  const { width, height, channels: c } = input;
  const unmarkedPixels = unmarkedSums(input, marked);
  const box = (x0: number, y0: number, x1: number, y1: number, out: Float64Array): number => sumUnmarkedBox(unmarkedPixels, x0, y0, x1, y1, out);
  const outer = new Float64Array(c);
  const inner = new Float64Array(c);
  const background = new Float32Array(c);
  const onStrokes = new Accumulator(c);
  const unmarked = new Accumulator(c);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const target = strokes[p] ? onStrokes : regions[p] && !marked[p] ? unmarked : undefined;
      if (!target) continue;
      const n = box(x - RING_OUTER, y - RING_OUTER, x + RING_OUTER + 1, y + RING_OUTER + 1, outer) - box(x - RING_INNER, y - RING_INNER, x + RING_INNER + 1, y + RING_INNER + 1, inner);
      if (n < 4) continue;
      for (let k = 0; k < c; k++) background[k] = (outer[k] - inner[k]) / n;
      target.add(input.data, p * c, background);
    }
  }
  if (onStrokes.count < MIN_PIXELS || unmarked.count < MIN_PIXELS) return undefined;
  const calibration = unmarked.fit();
  const fit = onStrokes.fit();
  if (fit.spread <= 0 || calibration.slope <= MIN_CALIBRATION) return undefined;
  const keep = fit.slope / calibration.slope;
  const opacity = 1 - keep;
  if (!(opacity > 0 && opacity < 1)) return undefined;
  return { opacity, colour: fit.meanObserved.map((mean, k) => (mean - keep * fit.meanGuess[k]) / opacity), meanBackground: fit.meanGuess };
}

/** Running sums for a pooled least-squares fit of observed values on predicted ones. */
class Accumulator {
  count = 0;
  private readonly so: Float64Array;
  private readonly sg: Float64Array;
  private readonly sgg: Float64Array;
  private readonly sog: Float64Array;

  constructor(private readonly channels: number) {
    this.so = new Float64Array(channels);
    this.sg = new Float64Array(channels);
    this.sgg = new Float64Array(channels);
    this.sog = new Float64Array(channels);
  }

  add(observed: Uint8Array, offset: number, guess: ArrayLike<number>): void {
    this.count++;
    for (let k = 0; k < this.channels; k++) {
      const o = observed[offset + k];
      const g = guess[k];
      this.so[k] += o;
      this.sg[k] += g;
      this.sgg[k] += g * g;
      this.sog[k] += o * g;
    }
  }

  fit(): { slope: number; spread: number; meanObserved: number[]; meanGuess: number[] } {
    let covariance = 0;
    let variance = 0;
    const meanObserved: number[] = [];
    const meanGuess: number[] = [];
    for (let k = 0; k < this.channels; k++) {
      const mo = this.so[k] / this.count;
      const mg = this.sg[k] / this.count;
      meanObserved.push(mo);
      meanGuess.push(mg);
      covariance += this.sog[k] / this.count - mo * mg;
      variance += this.sgg[k] / this.count - mg * mg;
    }
    return { slope: variance > 0 ? covariance / variance : 0, spread: variance, meanObserved, meanGuess };
  }
}
