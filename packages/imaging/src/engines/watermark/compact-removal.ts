import type { Raster } from '../../raster';
import { dilateSquare } from '../inpaint/mask-ops';
import { findCompactMarks } from './compact-marks';
import { interior, interiorInkShares } from './stroke-interior';
import { estimateBlendLocal } from './unblend';
import { sumLocalBackground, unmarkedSums } from './unmarked-sums';

/** The strokes are grown by this much: the anti-aliased edge and JPEG's smear, un-blended with their own opacity. */
const GROW = 2;
/** Opacities un-blended: below, no mark to speak of; above, dividing by 1 - a multiplies every error. */
const MIN_OPACITY = 0.05;
const MAX_OPACITY = 0.9;
/** Fewest interior stroke pixels the brightness share is taken as a median of. */
const MIN_SHARES = 8;
const LUMA = [0.299, 0.587, 0.114];
/**
 * Half-size of the square whose settled pixels bound an edge pixel (astronaut badge, tuning:
 * 2 -> 21.39 dB, ghost 2.33, the ring no longer found afterwards; 3 -> 21.85 dB, ghost 2.55, still
 * found; none -> 21.80 dB, ghost 2.46, still found, the letters readable in dark red and cyan).
 */
const EDGE_RADIUS = 2;

/**
 * Un-blends the round logo badges `findCompactMarks` finds (inside `within` when given), with
 * the badge's one ink: its opacity and colour from the local blend estimate on its strokes
 * (found by colour, either polarity: a red ring is brighter than a black helmet and darker than
 * its white rim). Inside the strokes the opacity is the estimate's; on their edge (partial
 * coverage, JPEG) it is each pixel's projection on the line from its local background to the
 * ink, at most the estimate's, and only the luma is un-blended there (the chroma is the
 * background's). The opacity's error along background-to-ink is then taken out (its median over
 * the interior), and the edge held within the range of the settled pixels around it. Verified
 * without ground truth: the strokes must end closer to their local background than they began,
 * else the badge is left to the text path (its region stays in the detection mask).
 * Returns the result and the regions handled, or undefined.
 */
export function unblendBadges(input: Raster, within?: Uint8Array): { image: Raster; handled: Uint8Array } | undefined {
  const found = findCompactMarks(input);
  if (found.boxes.length === 0) return undefined;
  const { regions, strokes } = found;
  if (within) for (let i = 0; i < regions.length; i++) regions[i] &= within[i];
  for (let i = 0; i < strokes.length; i++) strokes[i] &= regions[i];
  const image = unblendInk(input, strokes, regions);
  return image ? { image, handled: regions } : undefined;
}

/**
 * The un-blend of one ink over `strokes` (within `regions`) described above, verified the same
 * way; undefined when the blend does not fit or the strokes do not end closer to their background.
 */
export function unblendInk(input: Raster, strokes: Uint8Array, regions: Uint8Array): Raster | undefined {
  const { width, height, channels: c } = input;
  const grown = dilateSquare(strokes, width, height, GROW);
  for (let i = 0; i < grown.length; i++) grown[i] &= regions[i];
  const estimate = estimateBlendLocal(input, strokes, grown, regions);
  if (!estimate || estimate.opacity < MIN_OPACITY || estimate.opacity > MAX_OPACITY) return undefined;
  const a = estimate.opacity;
  const ink = estimate.colour;
  const sums = unmarkedSums(input, grown);
  const background = new Float64Array(c);
  const data = input.data.slice();
  const alphas = new Float32Array(grown.length);
  const backgrounds = new Float32Array(grown.length * c);
  for (let p = 0; p < grown.length; p++) {
    if (!grown[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    const n = sumLocalBackground(sums, x, y, background);
    if (n === 0) continue;
    for (let k = 0; k < c; k++) backgrounds[p * c + k] = background[k] /= n;
    let alpha = a;
    if (!interior(strokes, p, width, height)) {
      let dot = 0;
      let norm = 0;
      for (let k = 0; k < c; k++) {
        dot += (input.data[p * c + k] - background[k]) * (ink[k] - background[k]);
        norm += (ink[k] - background[k]) ** 2;
      }
      alpha = norm > 0 ? Math.min(a, Math.max(0, dot / norm)) : 0;
    }
    // On the edge JPEG's halved chroma smears the ink past the stroke: the luma is un-blended,
    // the chroma is the local background's.
    const edge = !interior(strokes, p, width, height) && c === 3;
    let shift = 0;
    if (edge) for (let k = 0; k < c; k++) shift += LUMA[k] * ((input.data[p * c + k] - alpha * ink[k]) / (1 - alpha) - background[k]);
    for (let k = 0; k < c; k++) {
      const o = input.data[p * c + k];
      const v = Math.round(edge ? background[k] + shift : (o - alpha * ink[k]) / (1 - alpha));
      data[p * c + k] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
    alphas[p] = alpha;
  }
  removeMatteError(data, grown, strokes, alphas, a, ink, backgrounds, width, height, c);
  clampEdges(data, grown, strokes, width, height, c, EDGE_RADIUS);
  // Verified without the truth: the strokes must end closer to their local background than they began.
  let before = 0;
  let after = 0;
  for (let p = 0; p < strokes.length; p++) {
    if (!strokes[p]) continue;
    for (let k = 0; k < c; k++) {
      before += Math.abs(input.data[p * c + k] - backgrounds[p * c + k]);
      after += Math.abs(data[p * c + k] - backgrounds[p * c + k]);
    }
  }
  if (after >= before) return undefined;
  return { ...input, data };
}

/**
 * An inexact opacity leaves an error along the line from the background to the ink, in
 * proportion to their distance: its median share over the interior strokes is taken out.
 */
function removeMatteError(data: Uint8Array, grown: Uint8Array, strokes: Uint8Array, alphas: Float32Array, a: number, ink: number[], backgrounds: Float32Array, width: number, height: number, c: number): void {
  // Any pixel whose background differs from the ink at all (norm > 0) counts.
  const shares = interiorInkShares(data, backgrounds, ink, strokes, width, height, c, Number.MIN_VALUE);
  if (shares.length < MIN_SHARES) return;
  const beta = shares[shares.length >> 1];
  for (let p = 0; p < grown.length; p++) {
    if (!grown[p] || alphas[p] === 0) continue;
    const share = alphas[p] / a;
    for (let k = 0; k < c; k++) {
      const v = Math.round(data[p * c + k] - share * beta * (ink[k] - backgrounds[p * c + k]));
      data[p * c + k] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
}

/**
 * The strokes' edge (partly covered, smeared by JPEG) keeps a thin outline of the ink after the
 * un-blend: each edge pixel is held, per channel, within the range of the settled pixels around
 * it (the un-blended interior and the unmarked photo) in a (2r+1)^2 square.
 */
function clampEdges(data: Uint8Array, grown: Uint8Array, strokes: Uint8Array, width: number, height: number, c: number, radius: number): void {
  const source = data.slice();
  for (let p = 0; p < grown.length; p++) {
    if (!grown[p] || interior(strokes, p, width, height)) continue;
    const x = p % width;
    const y = (p - x) / width;
    for (let k = 0; k < c; k++) {
      let low = 255;
      let high = 0;
      let any = false;
      for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
        for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) {
          const q = v * width + u;
          if (grown[q] && !interior(strokes, q, width, height)) continue;
          const value = source[q * c + k];
          if (value < low) low = value;
          if (value > high) high = value;
          any = true;
        }
      }
      if (any) data[p * c + k] = Math.min(high, Math.max(low, source[p * c + k]));
    }
  }
}
