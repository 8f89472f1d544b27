import type { Raster } from '../../raster';
import { latticeMedian } from './lattice-median';
import type { Step } from './tiled-matte';

/** Unmarked-pixel mean colour around each pixel of a mask (NaN where none): `localBackground`. */
type Background = (image: Raster, marked: Uint8Array) => Float32Array;

/**
 * photo = (observed - m colour) / (1 - m) per stroke pixel, except within `edge` (the pixels
 * near a stroke's boundary): there only the luma is un-blended and the chroma (colour minus
 * luma) comes from the local background. JPEG's 4:2:0 chroma spreads a light mark's colour over
 * the stroke edges, and un-blending each RGB channel there painted red and blue fringes.
 */
export function unblendTiled(input: Raster, matte: Float32Array, colour: number[], background: Float32Array, edge: Uint8Array): Raster {
  const c = input.channels;
  const data = input.data.slice();
  const luma = (v: ArrayLike<number>, o: number) => 0.299 * v[o] + 0.587 * v[o + 1] + 0.114 * v[o + 2];
  const markLuma = c >= 3 ? luma(colour, 0) : 0;
  const out = new Float64Array(c);
  for (let p = 0; p < matte.length; p++) {
    const alpha = matte[p];
    if (alpha <= 0) continue;
    const o = p * c;
    if (c >= 3 && edge[p] && !Number.isNaN(background[o])) {
      const y = (luma(input.data, o) - alpha * markLuma) / (1 - alpha);
      const yb = luma(background, o);
      for (let k = 0; k < c; k++) out[k] = y + background[o + k] - yb;
    } else {
      for (let k = 0; k < c; k++) out[k] = (input.data[o + k] - alpha * colour[k]) / (1 - alpha);
    }
    for (let k = 0; k < c; k++) data[o + k] = clampByte(out[k]);
  }
  return { ...input, data };
}

const clampByte = (v: number) => {
  const r = Math.round(v);
  return r < 0 ? 0 : r > 255 ? 255 : r;
};

/** Below this colour distance between mark and background a matte error cannot be read. */
const MIN_CONTRAST = 12;
/** Bound on the matte correction. */
const MAX_CORRECTION = 0.5;

/**
 * Removes what the un-blend left that repeats with the tiles (the ghost: a matte or colour error
 * is the same at the same point of every tile, the photo under it is not). Per pixel of `region`
 * (the strokes grown), the residual against the local background of the result:
 * 1. its projection on (colour - background), i.e. the matte's error: median over the lattice
 *    translates, un-blended again (an error that scales with the background's contrast);
 * 2. then per channel the median of what remains, subtracted (a constant error, e.g. colour).
 * Reads and changes only `region` pixels inside `within` (if given: the rest was not
 * un-blended, its residual is the mark itself), in place.
 */
export function removeGhost(out: Raster, region: Uint8Array, colour: number[], basis: [Step, Step], backgroundOf: Background, within?: Uint8Array): void {
  const { width, height, channels: c } = out;
  const residual = new Float32Array(width * height);
  // Only these pixels' medians are used (the rest is neither read nor changed).
  const writable = within ? region.map((v, p) => v & within[p]) : region;
  let after = backgroundOf(out, region);
  residual.fill(Number.NaN);
  for (let p = 0; p < residual.length; p++) {
    if (!writable[p] || Number.isNaN(after[p * c])) continue;
    let dot = 0;
    let norm = 0;
    for (let k = 0; k < c; k++) {
      const g = after[p * c + k];
      dot += (out.data[p * c + k] - g) * (colour[k] - g);
      norm += (colour[k] - g) ** 2;
    }
    if (norm >= MIN_CONTRAST * MIN_CONTRAST * c) residual[p] = dot / norm;
  }
  const delta = latticeMedian(residual, width, height, basis, 3, writable);
  for (let p = 0; p < residual.length; p++) {
    const d = Math.min(MAX_CORRECTION, Math.max(-MAX_CORRECTION, delta[p]));
    if (!writable[p] || d === 0) continue;
    for (let k = 0; k < c; k++) out.data[p * c + k] = clampByte((out.data[p * c + k] - d * colour[k]) / (1 - d));
  }
  after = backgroundOf(out, region);
  for (let k = 0; k < c; k++) {
    residual.fill(Number.NaN);
    for (let p = 0; p < residual.length; p++) if (writable[p] && !Number.isNaN(after[p * c])) residual[p] = out.data[p * c + k] - after[p * c + k];
    const ghost = latticeMedian(residual, width, height, basis, 3, writable);
    for (let p = 0; p < residual.length; p++) if (writable[p]) out.data[p * c + k] = clampByte(out.data[p * c + k] - ghost[p]);
  }
}
