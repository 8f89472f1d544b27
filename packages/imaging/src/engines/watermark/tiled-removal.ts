import type { Raster } from '../../raster';
import { componentBoxes, dilateSquare } from '../inpaint/mask-ops';
import { tiledCandidates, type TiledMarks } from './tiled-marks';
import { latticeMedian, latticeOffsets } from './lattice-median';
import { tiledStrokes, type Step, type TiledStrokes } from './tiled-matte';
import { estimateBlendLocal, type BlendEstimate } from './unblend';
import type { DetectedBox } from './text-regions';
import { removeGhost, unblendTiled } from './tiled-unblend';
import { sumUnmarkedBox, unmarkedSums } from './unmarked-sums';
import { rememberTiledMark } from './tiled-memo';

/** Unmarked pixels this far around the strokes calibrate the blend estimate. */
const CALIBRATION_RING = 3;
/** Radius of the square whose unmarked pixels give a stroke pixel's local background. */
const BACKGROUND_RADIUS = 6;
/** Below this colour distance between mark and background the coverage cannot be read (and the mark hardly shows). */
const MIN_CONTRAST = 12;
/** Share of a background square that must be unmarked for its mean to count. */
const MIN_BACKGROUND_SHARE = 0.15;
const MIN_OPACITY = 0.05;
/**
 * The fitted colour's distance from the mean background, scaled by this: the least-squares fit
 * with a noisy local background pulls the colour towards the photo (regression dilution; coffee's
 * white PREVIEW came out (230, 200, 185)). Chosen on the tuning photos (1.0 / 1.2 / 1.4).
 */
const COLOUR_STRETCH = 1.2;
/** Pixels this close to a stroke's boundary take their chroma from the local background. */
const CHROMA_EDGE = 2;
const MAX_OPACITY = 0.8;
/**
 * A mark is an ink blended over the photo: its fitted colour is a colour, within this many levels
 * of 0..255 (fit noise). A periodic photo's texture taken for strokes fits no ink: gravel repeated
 * every 96 x 72 px under the tiled PREVIEW fitted (-33, -33, -33) at 0.55 on its first candidate
 * and the un-blend lost 4.5 dB; the marks of the tuning sets fit 33..237.
 */
const INK_SLACK = 16;
/** Share of the photo the strokes must cover for the blend fit to fall back on all of them (tuning: marks 4.7-17 %, texture 0.3-0.4 %). */
const MIN_FALLBACK_SHARE = 0.02;
/** Most of the photo a later candidate's (or the all-strokes fit's) grown strokes may cover (`checkedMark`). */
const MAX_PERIODIC_SHARE = 0.4;
/** Growth joining a tile's letters into one box (banded search). */
const BOX_GROWTH = 4;

export interface TiledMark {
  strokes: TiledStrokes;
  blend: BlendEstimate;
  /** Boxes of the tiles' marks (from the lattice search, in image pixels). */
  boxes: DetectedBox[];
}

/**
 * Finds one mark tiled over the photo (the first of `tiledCandidates` that passes) and its strokes at full resolution
 * (`tiledStrokes`), checks that they fit the overlay model (a blend of one colour at an opacity
 * of 0.05..0.8: `estimateBlendLocal` on the strongest strokes) and undoes the blend without
 * inpainting, so the detail under the mark is kept:
 * 1. the mark's colour c, refined across the tiles (`fitColour`);
 * 2. per stroke pixel, the effective opacity m (opacity x coverage) that best explains the
 *    observed colour as its local background blended with c;
 * 3. the median of m over the pixel's lattice translates: the mark's matte is the same in every
 *    tile, the photo under it is not (the multi-image matting idea of Dekel et al., CVPR 2017,
 *    applied to the tiles of one photo);
 * 4. photo = (observed - m c) / (1 - m); within 2 px of a stroke's edge only the luma, the
 *    chroma from the local background (`unblendTiled`);
 * 5. what is left that repeats with the tiles (the ghost) removed (`removeGhost`).
 * `findTiledMark` finds the mark and checks it; this undoes its blend (steps 1-5), with `within`
 * (1 = may change: the seller's mask) only inside it.
 */
export function unblendTiledMark(input: Raster, mark: TiledMark, within?: Uint8Array): Raster {
  const { width, height } = input;
  const { strokes, blend } = mark;
  const background = localBackground(input, strokes.grown);
  const colour = stretchColour(fitColour(input, strokes.grown, background, strokes.basis, blend.colour), strokes.grown, background, input.channels);
  const coverage = rawCoverage(input, strokes.grown, background, colour);
  // Outside `within` the matte stays 0: its medians are not taken there.
  const matte = latticeMedian(coverage, width, height, strokes.basis, 1, within ? strokes.grown.map((v, p) => v & within[p]) : strokes.grown);
  const outside = Uint8Array.from(strokes.strokes, (v) => (v ? 0 : 1));
  const out = unblendTiled(input, matte, colour, background, dilateSquare(outside, width, height, CHROMA_EDGE));
  removeGhost(out, dilateSquare(strokes.grown, width, height, 1), colour, strokes.basis, localBackground, within);
  return out;
}

/**
 * The tiled mark's full-resolution strokes, when there is one that passes every check of
 * the tiled removal (the lattice, the stroke extent that rejects brick, the overlay model);
 * the detection mask shows only these, so what the seller sees is what removal will un-blend.
 * The last photo's answer is remembered (`tiled-memo.ts`): the page's removal searches its photo again.
 */
export function findTiledMark(input: Raster): TiledMark | undefined {
  return rememberTiledMark(input, searchTiledMark);
}

function searchTiledMark(input: Raster): TiledMark | undefined {
  let first = true;
  for (const tiled of tiledCandidates(input)) {
    const mark = checkedMark(input, tiled, first);
    if (mark) return mark;
    first = false;
  }
  return undefined;
}

/** The candidate lattice's strokes and blend, when they pass the checks of `findTiledMark`. */
function checkedMark(input: Raster, tiled: TiledMarks, firstCandidate: boolean): TiledMark | undefined {
  const strokes = tiledStrokes(input, tiled.basis, tiled.banded, firstCandidate);
  if (!strokes) return undefined;
  const regions = dilateSquare(strokes.grown, input.width, input.height, CALIBRATION_RING);
  const fits = (estimate: BlendEstimate | undefined): estimate is BlendEstimate =>
    !!estimate && estimate.opacity >= MIN_OPACITY && estimate.opacity <= MAX_OPACITY && estimate.colour.every((v) => v >= -INK_SLACK && v <= 255 + INK_SLACK);
  // The core is the strokes at twice the threshold; over a busy photo (a crop of the astronaut,
  // extended tuning set) it can be 2-110 px, too few to fit, while all the strokes (5-10 % of the
  // photo) fit the grey. A few hundred strokes on grass or gravel are texture: the fit on them
  // took a dark grey for a white PREVIEW and the un-blend lost 0.2 dB.
  let blend = estimateBlendLocal(input, strokes.core, strokes.grown, regions);
  let fallback = false;
  if (!fits(blend) && count(strokes.strokes) >= MIN_FALLBACK_SHARE * strokes.strokes.length) {
    blend = estimateBlendLocal(input, strokes.strokes, strokes.grown, regions);
    fallback = true;
  }
  if (!fits(blend)) return undefined;
  // A tiled mark leaves most of its tile untouched; a photo that is itself periodic (tiles, bricks,
  // a repeated texture) repeats everywhere, so its "strokes" fill the tile. Only the first
  // candidate on its core fit is trusted as before; a later candidate or the fit on all strokes
  // must stay sparse (periodic tuning photos: grown strokes 44-50 % of the photo; marks that pass: 16-37 %).
  if ((fallback || !firstCandidate) && count(strokes.grown) > MAX_PERIODIC_SHARE * strokes.grown.length) return undefined;
  // The banded search leaves no coarse mask: the boxes are the tiles' marks at full resolution.
  const boxes = tiled.boxes.length > 0 ? tiled.boxes : componentBoxes(dilateSquare(strokes.grown, input.width, input.height, BOX_GROWTH), input.width, input.height).map((box) => ({ ...box, score: tiled.score }));
  return { strokes, blend, boxes };
}

/** Per pixel, the mean colour of the pixels outside `marked` in a square around it (NaN where none). */
function localBackground(input: Raster, marked: Uint8Array): Float32Array {
  const { width, height, channels: c } = input;
  const unmarkedPixels = unmarkedSums(input, marked);
  const sum = new Float64Array(c);
  const out = new Float32Array(width * height * c).fill(Number.NaN);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!marked[y * width + x]) continue;
      // The smallest square with enough unmarked pixels: the marks of a dense tiling leave few nearby.
      for (let r = BACKGROUND_RADIUS; r <= 4 * BACKGROUND_RADIUS; r *= 2) {
        const x0 = Math.max(0, x - r);
        const x1 = Math.min(width, x + r + 1);
        const y0 = Math.max(0, y - r);
        const y1 = Math.min(height, y + r + 1);
        const n = sumUnmarkedBox(unmarkedPixels, x0, y0, x1, y1, sum);
        if (n < MIN_BACKGROUND_SHARE * (x1 - x0) * (y1 - y0)) continue;
        for (let k = 0; k < c; k++) out[(y * width + x) * c + k] = sum[k] / n;
        break;
      }
    }
  }
  return out;
}

/** Sample spacing of the pixels the colour fit uses. */
const SAMPLE_STEP = 3;
const COLOUR_ROUNDS = 8;

/**
 * The mark's colour, refined across the tiles: for every sampled stroke pixel the same point of
 * the mark sits over different photo in each tile, observed - background = m (colour -
 * background) with one m per point (its opacity times coverage); alternating least squares
 * over m and the colour (the common point every such line passes through).
 */
function fitColour(input: Raster, marked: Uint8Array, background: Float32Array, basis: [Step, Step], start: number[]): number[] {
  const { width, height, channels: c } = input;
  const offsets = latticeOffsets(width, height, basis);
  // The groups, flat: members[starts[g] .. starts[g + 1]) (typed arrays: eight rounds over them).
  const members: number[] = [];
  const starts: number[] = [0];
  for (let y = 0; y < height; y += SAMPLE_STEP) {
    for (let x = 0; x < width; x += SAMPLE_STEP) {
      if (!marked[y * width + x]) continue;
      const first = members.length;
      for (const [ox, oy] of offsets) {
        const u = Math.round(x + ox);
        const v = Math.round(y + oy);
        if (u < 0 || v < 0 || u >= width || v >= height) continue;
        const q = v * width + u;
        if (marked[q] && !Number.isNaN(background[q * c])) members.push(q);
      }
      if (members.length - first >= 3) starts.push(members.length);
      else members.length = first;
    }
  }
  if (starts.length - 1 < 16) return start;
  const flat = Int32Array.from(members);
  const data = input.data;
  const colour = start.map((v) => Math.min(319, Math.max(-64, v)));
  for (let round = 0; round < COLOUR_ROUNDS; round++) {
    const numerator = new Float64Array(c);
    let denominator = 0;
    for (let g = 0; g + 1 < starts.length; g++) {
      const from = starts[g];
      const to = starts[g + 1];
      let dot = 0;
      let norm = 0;
      for (let i = from; i < to; i++) {
        const q = flat[i];
        for (let k = 0; k < c; k++) {
          const b = background[q * c + k];
          dot += (data[q * c + k] - b) * (colour[k] - b);
          norm += (colour[k] - b) ** 2;
        }
      }
      const m = norm > 0 ? Math.min(0.95, Math.max(0, dot / norm)) : 0;
      if (m <= 0) continue;
      for (let i = from; i < to; i++) {
        const q = flat[i];
        for (let k = 0; k < c; k++) numerator[k] += m * (data[q * c + k] - (1 - m) * background[q * c + k]);
      }
      denominator += m * m * (to - from);
    }
    if (denominator <= 0) return start;
    for (let k = 0; k < c; k++) colour[k] = Math.min(319, Math.max(-64, numerator[k] / denominator));
  }
  return colour;
}

/** The effective opacity 0..0.8 that best explains each marked pixel as its background blended with the mark (NaN where unreadable, 0 off the mark). */
function rawCoverage(input: Raster, marked: Uint8Array, background: Float32Array, colour: number[]): Float32Array {
  const c = input.channels;
  const out = new Float32Array(marked.length);
  for (let p = 0; p < marked.length; p++) {
    if (!marked[p]) continue;
    let dot = 0;
    let norm = 0;
    for (let k = 0; k < c; k++) {
      const g = background[p * c + k];
      dot += (input.data[p * c + k] - g) * (colour[k] - g);
      norm += (colour[k] - g) ** 2;
    }
    out[p] = Number.isNaN(norm) || norm < MIN_CONTRAST * MIN_CONTRAST * c ? Number.NaN : Math.min(MAX_OPACITY, Math.max(0, dot / norm));
  }
  return out;
}

/** The colour moved COLOUR_STRETCH times as far from the marked pixels' mean background. */
function stretchColour(colour: number[], marked: Uint8Array, background: Float32Array, c: number): number[] {
  const mean = new Float64Array(c);
  let n = 0;
  for (let p = 0; p < marked.length; p++) {
    if (!marked[p] || Number.isNaN(background[p * c])) continue;
    for (let k = 0; k < c; k++) mean[k] += background[p * c + k];
    n++;
  }
  if (!n) return colour;
  return colour.map((v, k) => Math.min(319, Math.max(-64, mean[k] / n + COLOUR_STRETCH * (v - mean[k] / n))));
}

function count(mask: Uint8Array): number {
  let n = 0;
  for (const v of mask) n += v;
  return n;
}
