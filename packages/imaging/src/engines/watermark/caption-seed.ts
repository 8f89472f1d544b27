import type { Raster } from '../../raster';
import { dilateGrey, erodeGrey } from './glyph-mask';
import { strokeShapes } from './caption-shapes';
import { median } from './median';

/** Response floor of a stroke (levels): JPEG noise on a flat wall stays below it. */
const NOISE = 8;
/** A stroke lies at least this share of the seed's opacity from its ground towards the ink... */
const OPACITY_SHARE = 0.5;
/** ... and at most this many times it (one ink at one opacity: a helmet's bright rim is not the mark's). */
const OPACITY_CAP = 1.35;
/** Rows kept round the seed's x-height band, in glyph heights: ascenders and the © above, descenders below. */
const ABOVE = 0.7;
const BELOW = 0.6;

/** A line-shaped detected region and its glyphs, measured on the stroke map the extension uses. */
export interface Seed {
  /** The region's box (image pixels). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The x-height band: median top and bottom of the ink per column (image rows), and its height. */
  xLine: number;
  baseline: number;
  glyphHeight: number;
  /** Stroke width of the seed's components (twice the area over the boundary, area-weighted). */
  strokeWidth: number;
  /** Smaller components are specks, not judged. */
  minArea: number;
  /** Mean `level` over the seed's strokes: how fully its strokes show the fitted opacity. */
  level: number;
}

export interface Band {
  seed: Seed;
  /** First image row of `strokes`, which spans the image's width and `rows` rows. */
  top: number;
  rows: number;
  imageWidth: number;
  /** Strokes of the seed's polarity and opacity, on the rows of its band only. */
  strokes: Uint8Array;
  /** Each pixel's response over the seed's opacity times its room: ~1 on the mark's interior. */
  level: Float32Array;
}

/**
 * The seed's polarity (top-hat or black-hat, the stronger over the region, threshold as
 * `findStrokes`), its opacity (median over the strokes of their response over the room from the
 * ground, the grey opening or closing, to white or black: a grey ink is taken as white or black),
 * and the map of every pixel of the rows round it whose response is 0.5-1.35x that opacity.
 */
export function lineBand(input: Raster, regions: Uint8Array, box: { x: number; y: number; width: number; height: number }): Band | undefined {
  const { width } = input;
  const top = Math.max(0, box.y - Math.round(box.height / 2));
  const bottom = Math.min(input.height, box.y + box.height + Math.round(box.height / 2));
  const rows = bottom - top;
  const luma = new Float32Array(width * rows);
  const c = input.channels;
  for (let i = 0; i < luma.length; i++) {
    const p = (top * width + i) * c;
    luma[i] = c >= 3 ? 0.299 * input.data[p] + 0.587 * input.data[p + 1] + 0.114 * input.data[p + 2] : input.data[p];
  }
  // Window as the stroke finder's: a tenth of the region's thickness, plus one.
  const window = Math.max(1, Math.round(box.height / 10)) + 1;
  const opened = dilateGrey(erodeGrey(luma, width, rows, window), width, rows, window);
  const closed = erodeGrey(dilateGrey(luma, width, rows, window), width, rows, window);
  const inSeed = (i: number) => {
    const x = i % width;
    const y = top + (i - x) / width;
    return x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height && regions[y * width + x] === 1;
  };
  const polarity = pickPolarity(luma, opened, closed, inSeed);
  if (!polarity) return undefined;
  const { bright, threshold } = polarity;
  const response = (i: number) => (bright ? luma[i] - opened[i] : closed[i] - luma[i]);
  const room = (i: number) => (bright ? 255 - opened[i] : closed[i]);
  const opacities: number[] = [];
  for (let i = 0; i < luma.length; i++) if (inSeed(i) && response(i) >= threshold && room(i) >= 40) opacities.push(response(i) / room(i));
  const opacity = median(opacities);
  if (opacities.length < 20 || opacity < 0.1) return undefined;
  const strokes = new Uint8Array(width * rows);
  const level = new Float32Array(width * rows);
  for (let i = 0; i < luma.length; i++) {
    const r = response(i);
    level[i] = r / Math.max(1, opacity * room(i));
    if (r >= Math.max(NOISE, OPACITY_SHARE * opacity * room(i)) && r <= NOISE + OPACITY_CAP * opacity * room(i)) strokes[i] = 1;
  }
  const minArea = Math.max(6, 2 * window * window);
  const seed = measureSeed(strokes, level, inSeed, box, top, rows, width, minArea);
  if (!seed) return undefined;
  // Only the rows of the text line: a post or a rim above or below is cut off there.
  const first = Math.max(0, Math.round(seed.xLine - ABOVE * seed.glyphHeight) - top);
  const last = Math.min(rows, Math.round(seed.baseline + BELOW * seed.glyphHeight) - top + 1);
  strokes.fill(0, 0, first * width);
  strokes.fill(0, last * width);
  return { seed, top, rows, imageWidth: width, strokes, level };
}

/**
 * The seed's glyphs on the stroke map. Letters of a bold caption touch once blurred ("afe-sh" is
 * one component on the astronaut), so the x-height band comes from the ink per column (median top
 * and bottom), not per component.
 */
function measureSeed(strokes: Uint8Array, level: Float32Array, inSeed: (i: number) => boolean, box: { x: number; y: number; width: number; height: number }, top: number, rows: number, width: number, minArea: number): Seed | undefined {
  const inside = new Uint8Array(width * rows);
  for (let i = 0; i < inside.length; i++) inside[i] = strokes[i] && inSeed(i) ? 1 : 0;
  const glyphs = strokeShapes(inside, width, rows, minArea, level);
  if (glyphs.length === 0) return undefined;
  const tops: number[] = [];
  const bottoms: number[] = [];
  for (let x = box.x; x < box.x + box.width; x++) {
    let y0 = rows;
    let y1 = -1;
    for (let y = 0; y < rows; y++) {
      if (!inside[y * width + x]) continue;
      y0 = Math.min(y0, y);
      y1 = y;
    }
    if (y1 < y0) continue;
    tops.push(top + y0);
    bottoms.push(top + y1);
  }
  const xLine = median(tops);
  const baseline = median(bottoms);
  const glyphHeight = baseline - xLine + 1;
  if (glyphHeight < 4) return undefined;
  const area = glyphs.reduce((sum, g) => sum + g.area, 0);
  const strokeWidth = glyphs.reduce((sum, g) => sum + g.width * g.area, 0) / area;
  const meanLevel = glyphs.reduce((sum, g) => sum + g.mean * g.area, 0) / area;
  return { ...box, xLine, baseline, glyphHeight, strokeWidth, minArea, level: meanLevel };
}

/** The polarity with the stronger response over the seed, and its threshold there (mean + 0.5 sd, at least 6, as `findStrokes`). */
function pickPolarity(luma: Float32Array, opened: Float32Array, closed: Float32Array, inSeed: (i: number) => boolean): { bright: boolean; threshold: number } | undefined {
  const sums = [0, 0];
  const squares = [0, 0];
  let n = 0;
  for (let i = 0; i < luma.length; i++) {
    if (!inSeed(i)) continue;
    const b = luma[i] - opened[i];
    const d = closed[i] - luma[i];
    sums[0] += b;
    sums[1] += d;
    squares[0] += b * b;
    squares[1] += d * d;
    n++;
  }
  if (n === 0) return undefined;
  const k = sums[0] >= sums[1] ? 0 : 1;
  const mean = sums[k] / n;
  const spread = Math.sqrt(Math.max(0, squares[k] / n - mean * mean));
  return { bright: k === 0, threshold: Math.max(6, mean + 0.5 * spread) };
}
