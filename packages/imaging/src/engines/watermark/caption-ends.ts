import type { Raster } from '../../raster';
import { inpaint } from '../inpaint';
import { dilateSquare } from '../inpaint/mask-ops';
import { findStrokes, strokeHole } from './glyph-mask';
import { unblendJpeg } from './jpeg-unblend';
import { interiorOpacity } from './restore';
import type { BlendEstimate } from './unblend';

/** Opacities the ends are un-blended at (as the text path's `invertible`: above 0.8 inverting multiplies the errors). */
const MIN_OPACITY = 0.05;
const MAX_OPACITY = 0.8;

/**
 * The ends of a followed caption (`followCaptions`), un-blended with the ink of the line they were
 * followed from, the JPEG-aware way (`unblendJpeg`), its opacity re-measured inside the ends' own
 * strokes. Their letters are grown by 3 px only, so no margin is left to judge a fill by, and the
 * fill that stood there drew the ground beside them into the letters (the astronaut caption's
 * "p.com": orange patches of the suit on the white wall). Undefined (the caller erases them as
 * before) when there is nothing to un-blend, the opacity is out of range, or the ink does not
 * describe the strokes (`unblendJpeg`'s check).
 */
export async function unblendCaptionEnds(image: Raster, ends: Uint8Array, letters: Uint8Array, ink: BlendEstimate): Promise<Raster | undefined> {
  const { width, height } = image;
  const masks = findStrokes(image, ends, letters);
  const { strokes, grown } = masks;
  const hole = strokeHole(masks);
  if (!hole) return undefined;
  const fill = await inpaint(image, { width, height, channels: 1, data: hole }, { featherPx: 1, texture: 'blend' });
  const estimate = { ...ink, opacity: interiorOpacity(image, fill, strokes, ink) };
  if (estimate.opacity < MIN_OPACITY || estimate.opacity > MAX_OPACITY) return undefined;
  return unblendJpeg(image, grown, fill, estimate, strokes);
}

/** Pixels of photo kept round the line's own letters left as they were (as `followCaptions` round the ends' letters). */
const LEFT_MARGIN = 3;

/**
 * The ends with the followed line's own letters (`seedLetters`) the text path left as they were
 * (`image` equal to `input` there) added: as letters' strokes (2 in `letters`) with 3 px of photo
 * round them (1). Unchanged when there are none or no `seedLetters`.
 */
export function addLeftLetters(input: Raster, image: Raster, ends: Uint8Array, letters: Uint8Array, seedLetters: Uint8Array | undefined): { ends: Uint8Array; letters: Uint8Array } {
  if (!seedLetters) return { ends, letters };
  const { width, height, channels: c } = input;
  const left = new Uint8Array(ends.length);
  let any = false;
  for (let p = 0; p < left.length; p++) {
    if (!seedLetters[p]) continue;
    let same = true;
    for (let k = 0; k < c && same; k++) same = input.data[p * c + k] === image.data[p * c + k];
    if (same) {
      left[p] = 1;
      any = true;
    }
  }
  if (!any) return { ends, letters };
  const near = dilateSquare(left, width, height, LEFT_MARGIN);
  const outEnds = ends.slice();
  const outLetters = letters.slice();
  for (let p = 0; p < near.length; p++) {
    if (!near[p]) continue;
    outEnds[p] = 1;
    outLetters[p] = left[p] ? 2 : Math.max(outLetters[p], 1);
  }
  return { ends: outEnds, letters: outLetters };
}
