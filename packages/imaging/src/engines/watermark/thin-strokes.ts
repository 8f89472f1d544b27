import type { Raster } from '../../raster';
import type { EngineContext } from '../context';
import { inpaint } from '../inpaint';
import { dilateSquare } from '../inpaint/mask-ops';
import { estimateBlendLocal } from './unblend';

/** Shifts (px) tried for the copy of the hole placed on unmarked photo beside the marks. */
const SHIFTS = [12, 24];
const MIN_PIXELS = 16;
const MAX_OPACITY = 0.8;

/**
 * Fill or keep, for strokes so thin that no inpainted pixel lies clear of them (no margin to
 * measure the fill's error on): the fill's error is measured by inpainting the same hole moved
 * beside the marks (the pixels that land on unmarked photo, truth known there), the mark's from
 * its local blend estimate (a / (1 - a) x |observed - colour|). Where the mark costs less than
 * the fill, the strokes are kept. Without an estimate, or one too opaque to trust (a dark corner
 * URL at 0.9), the fill stands as before.
 */
export async function fillOrKeepThin(input: Raster, fill: Raster, hole: Uint8Array, strokes: Uint8Array, regions: Uint8Array, context: EngineContext): Promise<Raster> {
  const { width, height, channels: c } = input;
  const grown = new Uint8Array(hole.length);
  for (let p = 0; p < hole.length; p++) grown[p] = hole[p] ? 1 : 0;
  const estimate = estimateBlendLocal(input, strokes, grown, regions);
  if (!estimate || estimate.opacity > MAX_OPACITY || estimate.opacity <= 0) return fill;
  const gain = (estimate.opacity / (1 - estimate.opacity)) ** 2;
  let markError = 0;
  let strokeCount = 0;
  for (let p = 0; p < strokes.length; p++) {
    if (!strokes[p]) continue;
    strokeCount++;
    for (let k = 0; k < c; k++) markError += gain * (input.data[p * c + k] - estimate.colour[k]) ** 2;
  }
  if (strokeCount < MIN_PIXELS) return fill;
  markError /= strokeCount;
  const occupied = dilateSquare(Uint8Array.from(regions, (v, p) => (v || grown[p] ? 1 : 0)), width, height, 2);
  for (const shift of SHIFTS) {
    for (const [dx, dy] of [[0, shift], [0, -shift], [shift, 0], [-shift, 0]]) {
      const moved = new Uint8Array(width * height);
      const probe = new Uint8Array(width * height);
      let count = 0;
      let total = 0;
      for (let p = 0; p < hole.length; p++) {
        if (!hole[p]) continue;
        const x = (p % width) + dx;
        const y = Math.floor(p / width) + dy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const q = y * width + x;
        moved[q] = 255;
        if (strokes[p]) {
          total++;
          if (!occupied[q]) {
            probe[q] = 1;
            count++;
          }
        }
      }
      // Most of the moved strokes must land on unmarked photo for the test to speak for them.
      if (count < MIN_PIXELS || count < 0.8 * total) continue;
      const test = await inpaint(input, { width, height, channels: 1, data: moved }, { featherPx: 1, texture: 'blend' }, context);
      let fillError = 0;
      for (let q = 0; q < probe.length; q++) if (probe[q]) for (let k = 0; k < c; k++) fillError += (test.data[q * c + k] - input.data[q * c + k]) ** 2;
      fillError /= count;
      if (fillError <= markError) return fill;
      const data = fill.data.slice();
      for (let p = 0; p < hole.length; p++) if (hole[p]) for (let k = 0; k < c; k++) data[p * c + k] = input.data[p * c + k];
      return { ...fill, data };
    }
  }
  return fill;
}
