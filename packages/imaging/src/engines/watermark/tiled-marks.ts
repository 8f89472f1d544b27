import type { Raster } from '../../raster';
import { componentBoxes, dilateSquare } from '../inpaint/mask-ops';
import { autocorrelation, pairedAutocorrelation } from './fft';
import type { DetectedBox } from './text-regions';
import { boxMean, cellWidth, consistentPair, FINE_PEAK, finerLattice, finestLattice, latticePeaks, MIN_LAG, MIN_TILE_STEP, rhoAt, type Peak } from './tiled-peaks';

/** Long side of the analysis grid; with the zero padding it fits a 512 x 512 transform. */
const ANALYSIS_SIDE = 320;
const FFT_SIDE = 512;
/** Long side of the second, banded search (full resolution for the eval's photos). */
const FINE_SIDE = 512;
/** Half-size of the square whose mean brightness sorts a pixel into a band. */
const BAND_RADIUS = 6;
/** Normalised autocorrelation a repetition must reach to count. */
const MIN_PEAK = 0.12;
/** Soft clip of the high-pass, in median magnitudes (`squashEdges`). */
const SQUASH = 4;

export interface TiledMarks {
  /** Image-sized, 1 on the repeated mark. */
  mask: Uint8Array;
  boxes: DetectedBox[];
  /** Strength of the repetition found (normalised autocorrelation at the lattice step). */
  score: number;
  /** The two lattice steps, in image pixels (as found on the small copy: about +-1/scale). */
  basis: [{ x: number; y: number }, { x: number; y: number }];
  /** Found by the banded search (a grey mark whose contrast changes sign over the photo). */
  banded: boolean;
  /** A finer lattice from a peak between the pair's points (`finerLattice`), when there is one. */
  finer?: TiledMarks['basis'];
  /** The steps as the peaks gave them, when `finestLattice` replaced one by a fraction. */
  coarse?: TiledMarks['basis'];
}

/**
 * Finds one mark stamped repeatedly over the image (stock-photo style tiling), even when faint:
 * the autocorrelation of a high-passed copy shows the tiling lattice as peaks; averaging each
 * pixel with its lattice translates keeps the mark (identical in every tile) and averages the
 * photo away; pixels where that average stays strong and consistent are the mark.
 * A scene that is itself periodic in two directions (a brick wall, a tiled floor) looks the same
 * to this test, which is why the caller checks the strokes.
 * Two searches: the plain one on a 320 px copy (strongest peaks >= 0.12), then a banded one at up to 512 px
 * (see `searchLattice`) whose pair of steps must predict its lattice (`consistentPair`); either
 * way the steps are taken down to the finest lattice whose fractions still correlate
 * (`finestLattice`).
 * Returns the first candidate lattice; `tiledCandidates` yields them best first, each computed only
 * when read: the plain search's, its finer lattice (`finerLattice`), its steps before `finestLattice` when that changed them, then the
 * banded search's (and its steps before `finestLattice`). `findTiledMark` takes the first whose
 * strokes pass its checks: on the extended tuning set (`test/watermark/tiled-tuning-set.ts`) a
 * product's own texture (a drum skin) gave the plain search or a step's fraction a wrong lattice
 * whose strokes failed, and the banded search, never asked, found the mark.
 */
export function findTiledMarks(input: Raster): TiledMarks | undefined {
  const first = tiledCandidates(input).next();
  return first.done ? undefined : first.value;
}

/** The lattices to try, best first (see `findTiledMarks`). */
export function* tiledCandidates(input: Raster): Generator<TiledMarks> {
  for (const [side, fft, banded] of [[ANALYSIS_SIDE, FFT_SIDE, false], [FINE_SIDE, undefined, true]] as const) {
    const found = searchLattice(input, side, fft, banded);
    if (!found) continue;
    yield found;
    if (found.finer) yield { ...found, basis: found.finer, boxes: [] };
    // Its boxes came from the other steps' tile average: the strokes' own boxes are taken instead.
    if (found.coarse) yield { ...found, basis: found.coarse, boxes: [] };
  }
}

/**
 * One lattice search on a copy whose long side is `side`. `banded`: the high-pass is split in two
 * by the local brightness (each pixel's 13 x 13 mean above or below the median) and only pairs
 * within one half are correlated. A grey mark is darker than a light background and lighter than
 * a dark one: over a photo with both (the astronaut: white wall, black helmet, orange suit at the
 * mark's own luma) its high-pass changes sign from tile to tile and the plain autocorrelation
 * cancels (lattice peaks 0.00-0.05, the photo's own 0.08; banded 0.04-0.09). The banded search
 * returns no coarse mask (its mean over the tiles cancels the same way): removal takes the strokes
 * at full resolution (`tiledStrokes`, which refines the steps on the banded correlation too).
 */
function searchLattice(input: Raster, side: number, fixedFft: number | undefined, banded: boolean): TiledMarks | undefined {
  const scale = Math.min(1, side / Math.max(input.width, input.height));
  const w = Math.max(1, Math.round(input.width * scale));
  const h = Math.max(1, Math.round(input.height * scale));
  if (w < 4 * MIN_LAG || h < 4 * MIN_LAG) return undefined;
  // Lags reach 2/3 of a side (the overlap of a third): padding to 5/3 of it avoids wrap-around.
  let fftSide = fixedFft ?? 64;
  while (!fixedFft && fftSide < (5 / 3) * Math.max(w, h)) fftSide *= 2;
  const grey = greyAt(input, w, h);
  const high = squashEdges(highPass(grey, w, h));

  const pad = (values: Float64Array, keep: (i: number) => boolean) => {
    const padded = new Float64Array(fftSide * fftSide);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (keep(y * w + x)) padded[y * fftSide + x] = values[y * w + x]!;
    return padded;
  };
  let ac: Float64Array;
  if (banded) {
    const level = boxMean(grey, w, h, BAND_RADIUS);
    const median = Float64Array.from(level).sort()[Math.floor(level.length / 2)];
    ac = pairedAutocorrelation(pad(high, (i) => level[i] >= median), pad(high, (i) => level[i] < median), fftSide);
  } else ac = autocorrelation(pad(high, () => true), fftSide);
  const zero = ac[0];
  if (!(zero > 0)) return undefined;

  const peaks = latticePeaks(ac, zero, w, h, fftSide, banded ? FINE_PEAK : MIN_PEAK * 0.6);
  if (banded) {
    const pair = consistentPair(peaks, rhoAt(ac, zero, w, h, fftSide));
    if (!pair) return undefined;
    // Its steps' fractions that correlate too (a texture's period under a multiple of it) count.
    const fine = finestLattice(pair.basis, rhoAt(ac, zero, w, h, fftSide));
    if (cellWidth(fine[0], fine[1]) < MIN_TILE_STEP) return undefined;
    const basis = fine.map((v) => ({ x: v.x / scale, y: v.y / scale })) as TiledMarks['basis'];
    const coarse = changed(pair.basis, fine) ? (pair.basis.map((v) => ({ x: v.x / scale, y: v.y / scale })) as TiledMarks['basis']) : undefined;
    return { mask: new Uint8Array(input.width * input.height), boxes: [], score: pair.score, basis, banded, ...(coarse && { coarse }) };
  }
  const first = peaks[0];
  if (!first || first.rho < MIN_PEAK) return undefined;
  // Tiled marks repeat along two directions; a one-directional repetition is usually a structure
  // of the scene (a railing, a lattice tower), so it does not count.
  const second = peaks.find((p) => Math.abs(p.x * first.y - p.y * first.x) >= 0.3 * Math.hypot(p.x, p.y) * Math.hypot(first.x, first.y));
  if (!second || second.rho < MIN_PEAK) return undefined;
  const basis = finestLattice([first, second], rhoAt(ac, zero, w, h, fftSide));
  const finer = finestLattice(finerLattice([first, second], peaks, rhoAt(ac, zero, w, h, fftSide)), rhoAt(ac, zero, w, h, fftSide));

  const { mean, consistency, count } = latticeAverage(high, w, h, basis);
  let energy = 0;
  for (let i = 0; i < high.length; i++) energy += high[i] * high[i];

  const noise = Math.sqrt(energy / high.length);
  const small = new Uint8Array(w * h);
  let marked = 0;
  for (let i = 0; i < small.length; i++) {
    const k = count[i];
    if (k < 3) continue;
    if (Math.abs(mean[i]) >= Math.max(4, (2.5 * noise) / Math.sqrt(k)) && consistency[i] >= 0.6) {
      small[i] = 1;
      marked++;
    }
  }
  if (marked < 0.003 * small.length || marked > 0.5 * small.length) return undefined;
  // The high-pass marks the edges of strokes; a little growth fills the strokes between them.
  const grown = dilateSquare(small, w, h, 1);

  const mask = new Uint8Array(input.width * input.height);
  for (let y = 0; y < input.height; y++) {
    const sy = Math.min(h - 1, Math.floor((y + 0.5) * (h / input.height)));
    for (let x = 0; x < input.width; x++) {
      const sx = Math.min(w - 1, Math.floor((x + 0.5) * (w / input.width)));
      mask[y * input.width + x] = grown[sy * w + sx]!;
    }
  }
  const boxes = componentBoxes(grown, w, h).map((box) => ({
    x: Math.floor(box.x / scale),
    y: Math.floor(box.y / scale),
    width: Math.ceil(box.width / scale),
    height: Math.ceil(box.height / scale),
    score: first.rho,
  }));
  const toImage = (steps: [Peak, Peak]): TiledMarks['basis'] => [{ x: steps[0].x / scale, y: steps[0].y / scale }, { x: steps[1].x / scale, y: steps[1].y / scale }];
  return {
    mask,
    boxes,
    score: first.rho,
    basis: toImage(basis),
    banded,
    ...(changed(basis, finer) && { finer: toImage(finer) }),
    ...(changed([first, second], basis) && { coarse: toImage([first, second]) }),
  };
}

function changed(before: [Peak, Peak], after: [Peak, Peak]): boolean {
  return before.some((step, i) => step.x !== after[i].x || step.y !== after[i].y);
}

/** Area-average resampling to w x h and conversion to luma. */
function greyAt(input: Raster, w: number, h: number): Float64Array {
  const { width, height, channels, data } = input;
  const grey = new Float64Array(w * h);
  const count = new Float64Array(w * h);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(h - 1, Math.floor((y * h) / height));
    for (let x = 0; x < width; x++) {
      const gx = Math.min(w - 1, Math.floor((x * w) / width));
      const p = (y * width + x) * channels;
      const luma = channels >= 3 ? 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2] : data[p];
      grey[gy * w + gx] += luma;
      count[gy * w + gx] += 1;
    }
  }
  for (let i = 0; i < grey.length; i++) grey[i] = grey[i] / Math.max(1, count[i]);
  return grey;
}

/** Image minus its 7 x 7 box blur: keeps edges and fine marks, drops lighting and large shapes. */
function highPass(grey: Float64Array, w: number, h: number): Float64Array {
  const r = 3;
  const rows = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let dx = -r; dx <= r; dx++) {
        const xx = x + dx;
        if (xx < 0 || xx >= w) continue;
        sum += grey[y * w + xx];
        n++;
      }
      rows[y * w + x] = sum / n;
    }
  }
  const out = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        sum += rows[yy * w + x];
        n++;
      }
      out[y * w + x] = grey[y * w + x] - sum / n;
    }
  }
  return out;
}

/**
 * Soft-clips the high-pass at SQUASH x its median magnitude: the photo's strong edges would
 * otherwise outweigh a faint mark in the autocorrelation. On the tuning photos this lifted the
 * tiled PREVIEW's recall on the astronaut from 0.84 to 0.96 and found the faint grey © on the
 * rocket's sky; no clean photo of the set showed a lattice either way. In place; `tiledStrokes`
 * refines the steps on a clipped copy of its full-resolution high-pass.
 */
export function squashEdges<T extends Float32Array | Float64Array>(high: T): T {
  const sorted = Float64Array.from(high, Math.abs).sort();
  const scale = SQUASH * Math.max(0.5, sorted[Math.floor(sorted.length / 2)]);
  for (let i = 0; i < high.length; i++) high[i] = scale * Math.tanh(high[i] / scale);
  return high;
}

/** For every pixel: mean of the high-pass over its lattice translates, |mean| / mean |value|, and how many there were. */
function latticeAverage(high: Float64Array, w: number, h: number, basis: [Peak, Peak]) {
  const mean = new Float64Array(w * h);
  const magnitude = new Float64Array(w * h);
  const count = new Uint16Array(w * h);
  const [a, b] = basis;
  const reach = (v: Peak) => Math.ceil(Math.max(w, h) / Math.max(1, Math.hypot(v.x, v.y)));
  const ra = reach(a);
  const rb = reach(b);
  for (let i = -ra; i <= ra; i++) {
    for (let j = -rb; j <= rb; j++) {
      const ox = Math.round(i * a.x + j * b.x);
      const oy = Math.round(i * a.y + j * b.y);
      if (Math.abs(ox) >= w || Math.abs(oy) >= h) continue;
      for (let y = Math.max(0, -oy); y < Math.min(h, h - oy); y++) {
        for (let x = Math.max(0, -ox); x < Math.min(w, w - ox); x++) {
          const v = high[(y + oy) * w + x + ox];
          const p = y * w + x;
          mean[p] += v;
          magnitude[p] += Math.abs(v);
          count[p] += 1;
        }
      }
    }
  }
  const consistency = new Float64Array(w * h);
  for (let p = 0; p < mean.length; p++) {
    const k = Math.max(1, count[p]);
    mean[p] = mean[p] / k;
    consistency[p] = magnitude[p] > 0 ? (Math.abs(mean[p]) * k) / magnitude[p] : 0;
  }
  return { mean, consistency, count };
}
