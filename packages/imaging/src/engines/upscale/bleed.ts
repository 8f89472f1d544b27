/**
 * Colour under transparent pixels. A cut-out's fully or nearly transparent pixels carry whatever
 * colour the file happened to store (black, white, the old background); a network that sees that
 * colour next to the product's edge sharpens it into a dark or light rim, and the enlarged alpha,
 * which spreads over a few more pixels than the original, then shows it. So before enlarging, the
 * colour of those pixels is replaced by the colour of the nearest visible ones (push-pull: averages
 * of visible colour at halving resolutions, filled back down), and visible pixels keep their own.
 */
import type { Raster } from '../../raster';

/** Alpha below this (about 6 %) does not give its colour: matting noise, not product. */
export const COLOUR_SOURCE_ALPHA = 16;

interface Level {
  width: number;
  height: number;
  /** Premultiplied colour sums (3 per cell) and their weights; after the fill, plain colour. */
  colour: Float32Array;
  weight: Float32Array;
}

/**
 * The colour of an RGBA or grey+alpha raster as RGB, with the colour under pixels whose alpha is
 * below COLOUR_SOURCE_ALPHA taken from the nearest visible pixels. A raster with no visible pixel
 * comes back black; one without alpha is refused.
 */
export function bleedColourAsRgb(raster: Raster): Raster {
  if (raster.channels !== 2 && raster.channels !== 4) throw new RangeError('bleedColourAsRgb needs a raster with alpha');
  const { width, height, channels, data } = raster;
  const pixels = width * height;
  const grey = channels === 2;
  const base: Level = { width, height, colour: new Float32Array(pixels * 3), weight: new Float32Array(pixels) };
  for (let i = 0; i < pixels; i++) {
    const source = i * channels;
    const alpha = data[source + channels - 1];
    if (alpha < COLOUR_SOURCE_ALPHA) continue;
    const w = alpha / 255;
    base.weight[i] = w;
    base.colour[i * 3] = w * data[source];
    base.colour[i * 3 + 1] = w * data[grey ? source : source + 1];
    base.colour[i * 3 + 2] = w * data[grey ? source : source + 2];
  }
  const levels = [base];
  while (levels.length < 32) {
    const last = levels[levels.length - 1];
    if (last.width === 1 && last.height === 1) break;
    levels.push(pull(last));
  }
  for (const level of levels) normalise(level);
  for (let k = levels.length - 2; k >= 0; k--) push(levels[k], levels[k + 1]);

  const out = new Uint8Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const source = i * channels;
    if (data[source + channels - 1] >= COLOUR_SOURCE_ALPHA) {
      out[i * 3] = data[source];
      out[i * 3 + 1] = data[grey ? source : source + 1];
      out[i * 3 + 2] = data[grey ? source : source + 2];
    } else {
      for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.min(255, Math.max(0, Math.round(base.colour[i * 3 + c])));
    }
  }
  return { width, height, channels: 3, data: out };
}

/** Sums 2x2 cells into a level of half the size (rounded up). */
function pull(fine: Level): Level {
  const width = Math.ceil(fine.width / 2);
  const height = Math.ceil(fine.height / 2);
  const coarse: Level = { width, height, colour: new Float32Array(width * height * 3), weight: new Float32Array(width * height) };
  for (let y = 0; y < fine.height; y++) {
    for (let x = 0; x < fine.width; x++) {
      const from = y * fine.width + x;
      const to = (y >> 1) * width + (x >> 1);
      coarse.weight[to] += fine.weight[from];
      coarse.colour[to * 3] += fine.colour[from * 3];
      coarse.colour[to * 3 + 1] += fine.colour[from * 3 + 1];
      coarse.colour[to * 3 + 2] += fine.colour[from * 3 + 2];
    }
  }
  return coarse;
}

/** Divides the sums by their weights; cells with no weight keep weight 0 (filled by push). */
function normalise(level: Level): void {
  for (let i = 0; i < level.weight.length; i++) {
    const w = level.weight[i];
    if (w <= 0) continue;
    level.colour[i * 3] /= w;
    level.colour[i * 3 + 1] /= w;
    level.colour[i * 3 + 2] /= w;
  }
}

/** Cells of `fine` with no visible colour take their parent cell's (already filled) colour. */
function push(fine: Level, coarse: Level): void {
  for (let y = 0; y < fine.height; y++) {
    for (let x = 0; x < fine.width; x++) {
      const i = y * fine.width + x;
      if (fine.weight[i] > 0) continue;
      const parent = (y >> 1) * coarse.width + (x >> 1);
      fine.colour[i * 3] = coarse.colour[parent * 3];
      fine.colour[i * 3 + 1] = coarse.colour[parent * 3 + 1];
      fine.colour[i * 3 + 2] = coarse.colour[parent * 3 + 2];
      fine.weight[i] = coarse.weight[parent] > 0 ? 1 : 0;
    }
  }
}
