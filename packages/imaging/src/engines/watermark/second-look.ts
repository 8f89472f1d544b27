import type { Raster } from '../../raster';
import { progressPhase, type EngineContext } from '../context';
import { eraseMarks } from './restore';

/** A share of a ghost's pixels this large must lie in the first pass's regions for it to count as the same mark. */
const MIN_OVERLAP = 0.5;

type Detect = (image: Raster, context: EngineContext) => Promise<{ mask: Raster }>;

/**
 * Second look after a removal without a mask: where the detector still reads text inside (or
 * touching) the marks first found, the un-blend or stroke repair left a readable ghost (a mark
 * more opaque than estimated, strokes the top-hat missed); those parts (within the first regions)
 * go through the removal again, which now sees the ghost's own strokes and blend and still picks
 * fill, un-blend or keep by predicted error (repainting them whole cost up to 8 dB on a cup the
 * detector took for text). `detect` is the detector (passed in to keep the modules acyclic). Text the first pass did not touch is left alone: it was not a mark then.
 */
export async function eraseReadableRest(image: Raster, firstRegions: Uint8Array, detect: Detect, context: EngineContext): Promise<Raster> {
  const { width, height } = image;
  const again = await detect(image, progressPhase(context, 0, 0.5));
  const rest = new Uint8Array(width * height);
  for (let i = 0; i < rest.length; i++) rest[i] = again.mask.data[i] > 127 ? 1 : 0;
  const hole = new Uint8Array(width * height);
  let any = false;
  for (const part of componentMasks(rest, width, height)) {
    let overlap = 0;
    for (const p of part) overlap += firstRegions[p];
    if (overlap < MIN_OVERLAP * part.length) continue;
    // Only inside the first regions: a ghost's detection may spill onto the photo around it.
    for (const p of part) {
      if (!firstRegions[p]) continue;
      hole[p] = 1;
      any = true;
    }
  }
  if (!any) {
    context.onProgress?.(1);
    return image;
  }
  return eraseMarks(image, hole, progressPhase(context, 0.5, 1));
}

/** Pixel indices of each 4-connected part of a 0/1 mask. */
function componentMasks(mask: Uint8Array, width: number, height: number): Int32Array[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const parts: Int32Array[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const pixels: number[] = [];
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top];
      pixels.push(p);
      const x = p % width;
      const y = (p - x) / width;
      const next = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
      for (const q of next) {
        if (q < 0 || !mask[q] || seen[q]) continue;
        seen[q] = 1;
        stack[top++] = q;
      }
    }
    parts.push(Int32Array.from(pixels));
  }
  return parts;
}
