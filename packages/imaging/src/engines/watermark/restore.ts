import type { Raster } from '../../raster';
import type { EngineContext } from '../context';
import { inpaint } from '../inpaint';
import { countSet, distanceToMask } from '../inpaint/mask-ops';
import { findStrokes, strokeHole } from './glyph-mask';
import { fillOrKeepThin } from './thin-strokes';
import { inkChroma, MIN_INK_CHROMA, neutralInk } from './neutral-ink';
import { interior, interiorInkShares } from './stroke-interior';
import { unblendJpeg } from './jpeg-unblend';
import { estimateBlend, estimateBlendLocal, type BlendEstimate } from './unblend';

/**
 * Above this opacity a mark is not un-blended: inverting divides by 1 - opacity, which multiplies
 * rounding and estimation errors (x5 at 0.8).
 */
const MAX_INVERT_OPACITY = 0.8;
/** Below this the estimate is indistinguishable from no mark at all. */
const MIN_INVERT_OPACITY = 0.05;
/**
 * How far outside 0..255 an estimated mark colour may fall and still be used: an opacity
 * estimated low pushes the colour past white or black, yet the fitted blend line (what the
 * inversion uses) stays about right, and the error-based choice below still guards the result.
 * Only fits gone wild are dropped. (Tightening this to 64 cost 2.3 dB on a faint white mark.)
 */
const COLOUR_SLACK = 255;
/** Inpainted pixels this far or farther from every stroke are taken as unmarked. */
const MARGIN_GAP = 2;
const MIN_PIXELS = 16;

/**
 * Removes the marks inside `regions` (1 = detected or brushed mark area) while changing as little
 * of the photo as it can:
 * 1. Only the letters' strokes (`findStrokes`, grown by half a stroke) are erased, not the whole
 *    regions; regions without clear strokes (a solid logo) are erased whole.
 * 2. The magic eraser fills that area: a guess of the photo under the strokes ("fill").
 * 3. The blend (observed = (1 - a) x photo + a x colour) is estimated twice (`unblend.ts`:
 *    against the fill, and against a local ring of unmarked pixels). With an estimate of opacity
 *    at most 0.8 the blend can be undone ("unblend"): each pixel of the grown strokes is tested
 *    against the guess — does it look like the guess, or like the guess with the mark blended
 *    on? — and marked pixels get photo = (observed - a x colour) / (1 - a), the others stay.
 * 4. Of fill, unblend and leaving the strokes as they are ("keep"), the one with the least
 *    predicted squared error wins. The fill's error is measured where the truth is known (the
 *    inpainted margin clear of the strokes: observed = photo) and, given a blend estimate, also
 *    as (observed - fill)^2 on the strokes less the mark's own error, which follows from the
 *    blend alone; keep's error is the mark's; unblend's is its squared distance from the fill
 *    less the fill's error. A faint mark over busy detail is better kept than repainted.
 */
export async function eraseMarks(input: Raster, regions: Uint8Array, context: EngineContext = {}, known?: Uint8Array): Promise<Raster> {
  const { width, height } = input;
  const masks = findStrokes(input, regions, known);
  const { strokes, grown } = masks;
  const hole = strokeHole(masks);
  if (!hole) {
    context.onProgress?.(1);
    return { ...input, data: input.data.slice() };
  }
  const fill = await inpaint(input, { width, height, channels: 1, data: hole }, { featherPx: 1, texture: 'blend' }, context);
  const distance = distanceToMask(strokes, width, height);
  const margin = new Uint8Array(width * height);
  const ring = new Uint8Array(width * height);
  for (let p = 0; p < margin.length; p++) {
    margin[p] = grown[p] && distance[p] >= MARGIN_GAP ? 1 : 0;
    ring[p] = grown[p] && !strokes[p] ? 1 : 0;
  }
  const marginCount = countSet(margin);
  const strokeCount = countSet(strokes);
  if (strokeCount < MIN_PIXELS) return fill;
  // Thin strokes leave no margin: the fill's error is measured on a moved copy of the hole instead.
  if (marginCount < MIN_PIXELS) return fillOrKeepThin(input, fill, hole, strokes, regions, context);
  const ringCount = countSet(ring);
  // The fill's error per pixel where the truth is known: on the inpainted margin clear of the
  // strokes (observed = photo there). Nearer the hole's edge than the strokes, so if anything an
  // underestimate of its error on the strokes.
  const marginError = sumSquaredDifference(input, fill, margin) / marginCount;
  // Observed - fill on the strokes = mark + the fill's error there (independent of each other).
  const apart = sumSquaredDifference(input, fill, strokes) / strokeCount;

  // Predicted total squared error of each candidate over the grown strokes (the fill is charged
  // on the ring around the strokes too, which the others leave as it was).
  const kept = keepStrokes(input, fill, grown);
  const candidates: Array<{ image: Raster; error: number }> = [
    { image: fill, error: (strokeCount + ringCount) * marginError },
    { image: kept, error: strokeCount * (apart - marginError) },
  ];
  const fits = [estimateBlend(input, strokes, margin, fill), estimateBlendLocal(input, strokes, grown, regions)];
  // When one estimate finds the mark too opaque to invert, a lower one from the other is an
  // underestimate, and un-blending with it leaves a readable low-contrast ghost whose predicted
  // error looks small (it lies between the fill and the photo): repaint or keep instead.
  const tooOpaque = fits.some((estimate) => estimate !== undefined && estimate.opacity > MAX_INVERT_OPACITY);
  for (const fit of fits) {
    if (!fit || !invertible(fit)) continue;
    // With a blend known, the mark's own error needs no guess: photo - observed =
    // a / (1 - a) x (observed - colour). That splits `apart` into mark and fill errors.
    const markError = markErrorOf(input, strokes, fit) / strokeCount;
    const fillError = Math.max(marginError, apart - markError);
    candidates.push({ image: fill, error: (strokeCount + ringCount) * fillError }, { image: kept, error: strokeCount * markError });
    if (tooOpaque) continue;
    // A fit whose ink is not coloured is un-blended with a neutral ink (a white mark's ink fitted
    // over red ground comes out tinted: `neutral-ink.ts`), judged against the fill error this fit
    // predicts (the neutral ink describes the same blend).
    // Its opacity is re-measured inside the strokes, where the mark covers fully (`interiorOpacity`).
    const neutral = neutralInk(fit);
    const estimate = { ...neutral, opacity: interiorOpacity(input, fill, strokes, neutral) };
    if (!invertible(estimate)) continue;
    // A white or grey ink is un-blended the JPEG-aware way (`jpeg-unblend.ts`): its chroma is known
    // exactly. A coloured ink's is a fit, and un-blending the chroma with it cost the held-out
    // chelsea yellow ® 1.1 dB; it keeps the plain un-blend.
    const unblended = (inkChroma(estimate.colour) < MIN_INK_CHROMA ? unblendJpeg(input, grown, fill, estimate, strokes) : undefined) ?? unblend(input, grown, fill, estimate, strokes);
    candidates.push({ image: unblended, error: sumSquaredDifference(unblended, fill, strokes) - strokeCount * fillError });
  }
  candidates.sort((a, b) => a.error - b.error);
  return candidates[0].image;
}

/** Sum over `set` of the squared error the mark adds, given its blend: a / (1 - a) x |observed - colour|. */
function markErrorOf(input: Raster, set: Uint8Array, estimate: BlendEstimate): number {
  const c = input.channels;
  const gain = (estimate.opacity / (1 - estimate.opacity)) ** 2;
  let sum = 0;
  for (let p = 0; p < set.length; p++) {
    if (!set[p]) continue;
    for (let k = 0; k < c; k++) sum += gain * (input.data[p * c + k] - estimate.colour[k]) ** 2;
  }
  return sum;
}

function invertible(estimate: BlendEstimate): boolean {
  return (
    estimate.opacity >= MIN_INVERT_OPACITY &&
    estimate.opacity <= MAX_INVERT_OPACITY &&
    estimate.colour.every((value) => value >= -COLOUR_SLACK && value <= 255 + COLOUR_SLACK)
  );
}

/** Sum over `set` of the squared colour distance between two images. */
function sumSquaredDifference(a: Raster, b: Raster, set: Uint8Array): number {
  const c = a.channels;
  let sum = 0;
  for (let p = 0; p < set.length; p++) {
    if (!set[p]) continue;
    for (let k = 0; k < c; k++) sum += (a.data[p * c + k] - b.data[p * c + k]) ** 2;
  }
  return sum;
}

/** The fill with the `area` pixels put back as they were (only regions erased whole stay filled). */
function keepStrokes(input: Raster, fill: Raster, area: Uint8Array): Raster {
  const c = input.channels;
  const data = fill.data.slice();
  for (let p = 0; p < area.length; p++) if (area[p]) for (let k = 0; k < c; k++) data[p * c + k] = input.data[p * c + k];
  return { ...fill, data };
}

/**
 * The fill with every `area` pixel replaced by its un-blended value. Inside the strokes (a stroke
 * pixel whose four neighbours are strokes) with the estimated opacity, or its original value if it
 * looks unmarked; on their edge (anti-aliased, smeared by JPEG) with its own opacity, its
 * projection on the line from the fill to the fill with the mark on it, at most the estimate's:
 * un-blending a partly covered pixel with the full opacity left dark outlines round white letters.
 */
function unblend(input: Raster, area: Uint8Array, fill: Raster, estimate: BlendEstimate, strokes: Uint8Array): Raster {
  const c = input.channels;
  const a = estimate.opacity;
  const colour = estimate.colour;
  const source = input.data;
  const guess = fill.data;
  const data = fill.data.slice();
  const { width, height } = input;
  for (let p = 0; p < area.length; p++) {
    if (!area[p]) continue;
    const o = p * c;
    if (!interior(strokes, p, width, height)) {
      // Edge: partial coverage, its own opacity: the projection on the line from the guess to the mark.
      let dot = 0;
      let norm = 0;
      for (let k = 0; k < c; k++) {
        dot += (source[o + k] - guess[o + k]) * (colour[k] - guess[o + k]);
        norm += (colour[k] - guess[o + k]) ** 2;
      }
      const alpha = norm > 0 ? Math.min(a, Math.max(0, dot / norm)) : 0;
      if (c === 3) {
        // Only the luma is un-blended there, the chroma is the fill's: JPEG's halved chroma smears
        // the mark past the strokes (un-blending it left the white caption's letters reddish).
        let shift = 0;
        for (let k = 0; k < c; k++) shift += LUMA[k] * ((source[o + k] - alpha * colour[k]) / (1 - alpha) - guess[o + k]);
        for (let k = 0; k < c; k++) {
          const v = Math.round(guess[o + k] + shift);
          data[o + k] = v < 0 ? 0 : v > 255 ? 255 : v;
        }
        continue;
      }
      for (let k = 0; k < c; k++) {
        const v = Math.round((source[o + k] - alpha * colour[k]) / (1 - alpha));
        data[o + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
      continue;
    }
    // Squared distance of the observed pixel from the guess without and with the mark on it.
    let plain = 0;
    let blended = 0;
    for (let k = 0; k < c; k++) {
      plain += (source[o + k] - guess[o + k]) ** 2;
      blended += (source[o + k] - ((1 - a) * guess[o + k] + a * colour[k])) ** 2;
    }
    for (let k = 0; k < c; k++) {
      const v = blended < plain ? Math.round((source[o + k] - a * colour[k]) / (1 - a)) : source[o + k];
      data[o + k] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { ...fill, data };
}

const LUMA = [0.299, 0.587, 0.114];
/** Least contrast (grey levels per channel) between the fill and the ink for a pixel's own opacity to count (set by reasoning, not tuned: well above JPEG noise). */
const MIN_INK_CONTRAST = 40;

/**
 * The opacity inside the strokes, where the mark covers fully: the median over the interior
 * stroke pixels of their projection on the line from the fill to the ink. The fits pool the
 * anti-aliased edge pixels with these and come out low; un-blending with them left lighter letters.
 */
export function interiorOpacity(input: Raster, fill: Raster, strokes: Uint8Array, estimate: BlendEstimate): number {
  const alphas = interiorInkShares(input.data, fill.data, estimate.colour, strokes, input.width, input.height, input.channels, input.channels * MIN_INK_CONTRAST ** 2);
  if (alphas.length < MIN_PIXELS) return estimate.opacity;
  return alphas[alphas.length >> 1];
}
