import type { Raster } from '../../raster';
import { componentPixels, dilateSquare } from '../inpaint/mask-ops';

/** Width of the band of unmarked pixels around a region whose texture the region should match. */
const SURROUND = 8;
/** Fewer surrounding pixels than this and there is nothing to compare with: the removal stands. */
const MIN_SURROUND = 32;
/** Guards the ratios on flat areas (squared luma steps). */
const FLOOR = 4;
/**
 * How much farther (in |log| of the texture ratio) the region must have moved from its
 * surroundings to be undone. A faint grey mark flattens the photo as much as its strokes add
 * edges, so small moves either way say little: on the astronaut's tiled © (tuning; removal gains
 * 1.1 dB there) regions move by up to 0.39.
 */
const TOLERANCE = 0.5;
const LUMA = [0.299, 0.587, 0.114];

/**
 * Keep-if-worse, without ground truth: per connected region of `regions` (the detected mark
 * areas), the removal stands only if it left the region's texture closer to that of the photo
 * around it than the mark did. A mark adds edges (its strokes), so before removal the region is
 * busier than its surroundings; a good removal brings it back to their level; a repaint that
 * wipes out fur or grain (a faint mark over texture) leaves it much smoother, and a ghost or a
 * seam leaves it busier. Texture is the mean squared luma step (right and down neighbours) over
 * the changed pixels grown by one (seams at their edge count), compared as a log ratio with the
 * same over an 8 px band of unmarked pixels outside the region's 2 px neighbourhood, and over the
 * untouched pixels inside the region (>= 2 px from a changed one) where there are enough. Where the
 * ratio moved away from 1 against both, the region's original pixels are put back.
 * Returns `after` itself when every removal stands.
 */
export function keepWhereWorse(before: Raster, after: Raster, regions: Uint8Array): Raster {
  const { width, height, channels } = before;
  const changed = new Uint8Array(width * height);
  for (let p = 0; p < changed.length; p++) {
    for (let k = 0; k < channels; k++) {
      if (before.data[p * channels + k] !== after.data[p * channels + k]) {
        changed[p] = 1;
        break;
      }
    }
  }
  const lumaBefore = luma(before);
  const lumaAfter = luma(after);
  const reach = 2 + SURROUND + 1;
  let data: Uint8Array | undefined;
  for (const part of componentPixels(regions, width, height)) {
    // Everything below happens in the region's box grown by the band's reach.
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    let any = false;
    for (const p of part) {
      const x = p % width;
      const y = (p - x) / width;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
      if (changed[p]) any = true;
    }
    if (!any) continue;
    x0 = Math.max(0, x0 - reach);
    y0 = Math.max(0, y0 - reach);
    x1 = Math.min(width - 1, x1 + reach);
    y1 = Math.min(height - 1, y1 + reach);
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const at = (i: number) => (y0 + Math.floor(i / w)) * width + x0 + (i % w);
    const inside = new Uint8Array(w * h);
    const touched = new Uint8Array(w * h);
    const marked = new Uint8Array(w * h);
    for (const p of part) {
      const i = (Math.floor(p / width) - y0) * w + (p % width) - x0;
      inside[i] = 1;
      touched[i] = changed[p];
    }
    for (let i = 0; i < marked.length; i++) marked[i] = regions[at(i)];
    const area = dilateSquare(touched, w, h, 1);
    const clear = dilateSquare(touched, w, h, 2);
    const near = dilateSquare(marked, w, h, 2);
    const band = dilateSquare(inside, w, h, 2 + SURROUND);
    let surround = 0;
    let surroundCount = 0;
    let between = 0;
    let betweenCount = 0;
    let was = 0;
    let now = 0;
    let count = 0;
    for (let i = 0; i < band.length; i++) {
      if (!band[i]) continue;
      const p = at(i);
      if (area[i]) {
        was += step(lumaBefore, p, width, height);
        now += step(lumaAfter, p, width, height);
        count++;
      } else if (!near[i] && !changed[p]) {
        surround += step(lumaBefore, p, width, height);
        surroundCount++;
      } else if (inside[i] && !clear[i] && !changed[p]) {
        between += step(lumaBefore, p, width, height);
        betweenCount++;
      }
    }
    if (surroundCount < MIN_SURROUND || count === 0) continue;
    const worse = (total: number, pixels: number): boolean => {
      const level = total / pixels + FLOOR;
      const distanceBefore = Math.abs(Math.log((was / count + FLOOR) / level));
      const distanceAfter = Math.abs(Math.log((now / count + FLOOR) / level));
      return distanceAfter > distanceBefore + TOLERANCE;
    };
    // Undone only when it moved away from both references it has: the band around the region and
    // the untouched photo between its strokes (a corner URL on a flat black border sits under a
    // busy band: its removal looked like a wipe-out against the band alone).
    if (!worse(surround, surroundCount) || (betweenCount >= MIN_SURROUND && !worse(between, betweenCount))) continue;
    // Undone: every pixel the removal changed in the region and its band (the fill's feather too).
    data ??= after.data.slice();
    for (let i = 0; i < band.length; i++) {
      if (!band[i]) continue;
      const p = at(i);
      if (changed[p]) for (let k = 0; k < channels; k++) data[p * channels + k] = before.data[p * channels + k];
    }
  }
  return data ? { ...after, data } : after;
}

function luma(image: Raster): Float32Array {
  const { channels, data } = image;
  const out = new Float32Array(image.width * image.height);
  for (let p = 0; p < out.length; p++) {
    let sum = 0;
    for (let k = 0; k < 3; k++) sum += LUMA[k] * data[p * channels + Math.min(k, channels - 1)];
    out[p] = sum;
  }
  return out;
}

/** Squared luma steps to the right and down neighbours (0 past the border). */
function step(values: Float32Array, p: number, width: number, height: number): number {
  const x = p % width;
  const right = x < width - 1 ? values[p + 1] - values[p] : 0;
  const down = p + width < width * height ? values[p + width] - values[p] : 0;
  return right * right + down * down;
}
