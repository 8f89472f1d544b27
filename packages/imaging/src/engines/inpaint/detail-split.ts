import { growBox, maskBox } from './mask-ops';
import type { Membrane } from './membrane';
import { sampleMembrane } from './membrane';
import type { Level } from './pyramid';

/** Half-size of the box whose mean is the copy's low band: detail = copy - 5x5 mean. */
const DETAIL_RADIUS = 2;
/** Largest gain on the copied detail (a calm copy may be brought up to its surroundings' detail). */
const MAX_GAIN = 1.5;
/** Bisection steps for the gain (to ~0.1 % of MAX_GAIN). */
const GAIN_STEPS = 10;

/**
 * Frequency split of the finest level's hole: shading (low band) from the membrane fill, which
 * is the least-squares guess where the copied patches do not predict the photo, plus the copy's
 * detail (copy minus its 5x5 mean), scaled by a gain g chosen so that the fill's mean
 * |Laplacian| equals `targetDetail` (bisection; the Laplacian grows with g). The copy's shading
 * often belongs to another object (a cup's inside pasted over its rim): the squared error of a
 * wrong low band is what made the plain copy 2-3 dB worse than diffusion; its fine detail costs
 * little error for the texture it gives. Changes only the hole pixels.
 */
export function splitDetail(
  level: Level,
  holePixels: Int32Array,
  membrane: Membrane,
  keep: Uint8Array,
  targetDetail: number,
  measureDetail: () => number,
): void {
  const { width, height, channels: c, image, hole } = level;
  const box = maskBox(hole, width, height);
  if (!box) return;
  const window = growBox(box, DETAIL_RADIUS, width, height);
  const low = boxMean(image, width, c, window, DETAIL_RADIUS);
  const base = new Float32Array(holePixels.length * c);
  const detail = new Float32Array(holePixels.length * c);
  const shade = new Float32Array(c);
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    const x = p % width;
    const y = (p - x) / width;
    sampleMembrane(membrane, x, y, shade);
    const w = ((y - window.y) * window.width + x - window.x) * c;
    const kept = keep[p] === 1;
    for (let k = 0; k < c; k++) {
      // A kept pixel is the copy itself (no detail on top); others get the membrane plus detail.
      base[i * c + k] = kept ? image[p * c + k] : shade[k];
      detail[i * c + k] = kept ? 0 : image[p * c + k] - low[w + k];
    }
  }
  const write = (gain: number) => {
    for (let i = 0; i < holePixels.length; i++) {
      const o = holePixels[i] * c;
      for (let k = 0; k < c; k++) {
        const v = Math.round(base[i * c + k] + gain * detail[i * c + k]);
        image[o + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  };
  let lo = 0;
  let hi = MAX_GAIN;
  for (let step = 0; step < GAIN_STEPS; step++) {
    const mid = (lo + hi) / 2;
    write(mid);
    if (measureDetail() < targetDetail) lo = mid;
    else hi = mid;
  }
  write((lo + hi) / 2);
}

/** Mean over a (2r+1)^2 box (clipped at the window's edge) of each pixel of `window`, interleaved. */
function boxMean(image: Uint8Array, width: number, c: number, window: { x: number; y: number; width: number; height: number }, r: number): Float32Array {
  const { x: x0, y: y0, width: w, height: h } = window;
  const rows = new Float32Array(w * h * c);
  for (let y = 0; y < h; y++) {
    const from = ((y0 + y) * width + x0) * c;
    for (let x = 0; x < w; x++) {
      const a = Math.max(0, x - r);
      const b = Math.min(w - 1, x + r);
      for (let k = 0; k < c; k++) {
        let sum = 0;
        for (let t = a; t <= b; t++) sum += image[from + t * c + k];
        rows[(y * w + x) * c + k] = sum / (b - a + 1);
      }
    }
  }
  const out = new Float32Array(w * h * c);
  for (let y = 0; y < h; y++) {
    const a = Math.max(0, y - r);
    const b = Math.min(h - 1, y + r);
    for (let x = 0; x < w * c; x++) {
      let sum = 0;
      for (let t = a; t <= b; t++) sum += rows[t * w * c + x];
      out[y * w * c + x] = sum / (b - a + 1);
    }
  }
  return out;
}
