import type { Raster } from '../../raster';
import { componentPixels, dilateSquare } from '../inpaint/mask-ops';
import { unblendInk } from './compact-removal';
import { findStrokes } from './glyph-mask';
import { inkChroma, MIN_INK_CHROMA } from './neutral-ink';
import { estimateRegionBlend } from './region-blend';
import { sumLocalBackground, unmarkedSums } from './unmarked-sums';

/** How far past 0..255 the estimated ink may fall (a fit over JPEG's smeared chroma overshoots a little). */
const INK_SLACK = 64;
const MIN_OPACITY = 0.05;
const MAX_OPACITY = 0.9;
const MIN_STROKES = 16;

/**
 * Coloured text (a yellow brand over a photo): the luma top-hat finds only part of a coloured
 * letter (yellow on a light area barely differs in luma), so the text path leaves readable
 * strokes. Per detected region: the ink is estimated by the local blend fit on the luma strokes;
 * when it is clearly coloured, the strokes become every pixel of the region whose colour lies at
 * least half the estimated opacity along the line from its local background to the ink, and they
 * are un-blended with that one ink as the round badges are (`unblendInk`, with its check).
 * Returns the result and the regions handled, or undefined when none was.
 */
export function unblendColouredText(input: Raster, regions: Uint8Array): ColouredText | undefined {
  const { width, height, channels: c } = input;
  if (c < 3) return undefined;
  const { strokes, grown } = findStrokes(input, regions);
  const sums = unmarkedSums(input, grown);
  const handled = new Uint8Array(width * height);
  const inkStrokes = new Uint8Array(width * height);
  let image: Raster | undefined;
  const background = new Float64Array(c);
  for (const part of componentPixels(regions, width, height)) {
    let count = 0;
    for (const p of part) count += strokes[p];
    if (count < MIN_STROKES) continue;
    // The local blend fit on the region's luma strokes (on a crop around it: same answer).
    const estimate = estimateRegionBlend(input, part, strokes);
    if (!estimate || estimate.opacity < MIN_OPACITY || estimate.opacity > MAX_OPACITY) continue;
    const ink = estimate.colour;
    if (ink.some((v) => v < -INK_SLACK || v > 255 + INK_SLACK) || inkChroma(ink) < MIN_INK_CHROMA) continue; // grey and white go through the text path
    const colourStrokes = new Uint8Array(width * height);
    let found = 0;
    for (const p of part) {
      const x = p % width;
      const y = (p - x) / width;
      const n = sumLocalBackground(sums, x, y, background);
      if (n === 0) continue;
      let dot = 0;
      let norm = 0;
      for (let k = 0; k < c; k++) {
        const direction = ink[k] - background[k] / n;
        dot += (input.data[p * c + k] - background[k] / n) * direction;
        norm += direction * direction;
      }
      if (norm > 0 && dot / norm >= estimate.opacity / 2) {
        colourStrokes[p] = 1;
        found++;
      }
    }
    if (found < MIN_STROKES) continue;
    const region = new Uint8Array(width * height);
    for (const p of part) region[p] = 1;
    const result = unblendInk(image ?? input, colourStrokes, region);
    if (!result) continue;
    image = result;
    for (const p of part) {
      handled[p] = 1;
      inkStrokes[p] = colourStrokes[p];
    }
  }
  return image ? { image, handled, strokes: inkStrokes } : undefined;
}

export interface ColouredText {
  image: Raster;
  /** The regions un-blended with their ink. */
  handled: Uint8Array;
  /** Their colour strokes. */
  strokes: Uint8Array;
}

/**
 * Per region the ink un-blend handled, the text path's result (`other`) may still be the better
 * one (the luma strokes of yellow over a dark sky are exact and its fill or un-blend close to the
 * photo): judged without the truth, the result whose colour strokes end closer to their local
 * background (the unmarked pixels around them, in `input`) is taken.
 */
export function takeBetterInk(input: Raster, other: Raster, inks: ColouredText): Raster {
  const { width, height, channels: c } = input;
  const grown = dilateSquare(inks.strokes, width, height, 2);
  const sums = unmarkedSums(input, grown);
  const background = new Float64Array(c);
  let data: Uint8Array | undefined;
  for (const part of componentPixels(inks.handled, width, height)) {
    let inkResidual = 0;
    let otherResidual = 0;
    for (const p of part) {
      if (!inks.strokes[p]) continue;
      const x = p % width;
      const y = (p - x) / width;
      const n = sumLocalBackground(sums, x, y, background);
      if (n === 0) continue;
      for (let k = 0; k < c; k++) {
        inkResidual += Math.abs(inks.image.data[p * c + k] - background[k] / n);
        otherResidual += Math.abs(other.data[p * c + k] - background[k] / n);
      }
    }
    if (inkResidual >= otherResidual) continue;
    data ??= other.data.slice();
    for (const p of part) for (let k = 0; k < c; k++) data[p * c + k] = inks.image.data[p * c + k];
  }
  return data ? { ...other, data } : other;
}
