import type { Raster } from '../../raster';
import type { DetectedBox } from './text-regions';
import { localContrast, medianOf } from './compact-parts';
import { median } from './median';
import { findRings } from './rings';
import { sameInkRing } from './ink-rings';

/** Half-size of the square the background is averaged over (a glyph's stroke is far thinner). */
const BACKGROUND_RADIUS = 6;
/** Share of the height at the top and at the bottom whose texture sets the contrast threshold. */
const BAND_SHARE = 0.22;
/** A ring must come this close (share of the side, at least `MIN_EDGE` pixels) to a vertical and a horizontal edge: a corner badge. */
const EDGE_SHARE = 0.06;
const MIN_EDGE = 12;
/** Contrast threshold over the band's median absolute contrast (its texture), and at least this many grey levels. */
const CONTRAST_OVER_TEXTURE = 3;
const MIN_CONTRAST = 8;
/** Radii of the rings looked for: pixels, and share of the short side. */
const MIN_RING_RADIUS = 12;
/** Contrast a ring's stroke must clear, at least (grey levels): a logo is drawn to be seen. */
const MIN_RING_CONTRAST = 20;
const MAX_RING_SHARE = 0.15;
/** The ring's own pixels (for its colour): within this share of the radius from the circle. */
const RING_BAND = 0.12;
/** A stroke's colour lies within this many times the ring pixels' median distance from their median colour (at least `MIN_REACH` grey levels). */
const REACH_OVER_SPREAD = 2.5;
const MIN_REACH = 24;

export interface CompactMarks {
  /** 1 = a mark's area (a ring's box with the text in it, grown). */
  regions: Uint8Array;
  /** 1 = the mark's strokes inside `regions` (by colour contrast, either polarity, in the ring's colour). */
  strokes: Uint8Array;
  boxes: DetectedBox[];
}

/** The region erased around a ring: its radius times this (the ring's own stroke and the text in it). */
const RING_GROW = 1.2;

/**
 * Round logo badges the text detector misses (it reads at most the letters inside), found by
 * their structure alone: a closed ring of high colour contrast against the smoothed background
 * (`findRings`: contrast all around at one radius, little at half, 0.7, 1.3 and 1.5 times it;
 * or, over a busy scene, little contrast in the ring's own ink there: `sameInkRing`),
 * in a corner (within 6 % of a vertical and of a horizontal edge), 12 px to 15 % of the short
 * side in radius.
 */
export function findCompactMarks(input: Raster): CompactMarks {
  const { width, height } = input;
  const regions = new Uint8Array(width * height);
  const strokes = new Uint8Array(width * height);
  const boxes: DetectedBox[] = [];
  const band = Math.round(BAND_SHARE * height);
  const edgeX = Math.max(MIN_EDGE, EDGE_SHARE * width);
  const edgeY = Math.max(MIN_EDGE, EDGE_SHARE * height);
  if (Math.min(width, height) < 64) return { regions, strokes, boxes };
  const inBand = (i: number) => {
    const y = Math.floor(i / width);
    return y < band || y >= height - band;
  };
  const contrast = localContrast(input, BACKGROUND_RADIUS);
  const ringThreshold = Math.max(MIN_RING_CONTRAST, MIN_CONTRAST, CONTRAST_OVER_TEXTURE * medianOf(contrast, inBand));
  const strong = new Uint8Array(width * height);
  for (let i = 0; i < strong.length; i++) strong[i] = contrast[i] > ringThreshold ? 1 : 0;
  const maxRadius = Math.round(MAX_RING_SHARE * Math.min(width, height));
  const ringOk = (cx: number, cy: number, r: number) =>
    (cx - r <= edgeX || cx + r >= width - 1 - edgeX) && (cy - r <= edgeY || cy + r >= height - 1 - edgeY) && cx - r >= 0 && cx + r < width && cy - r >= 0 && cy + r < height;
  const rings = findRings(strong, width, height, MIN_RING_RADIUS, maxRadius, ringOk, sameInkRing(input, strong));
  if (rings.length === 0) return { regions, strokes, boxes };
  // The strokes: strong pixels that still stand out from the mean of the photo around them once
  // the strong pixels are left out of it (the photo right next to a stroke does not), and that
  // have the ring's colour (a logo is stamped in one colour; the photo's own edges inside the
  // box, a helmet's rim or a glint, have others).
  const apart = localContrast(input, BACKGROUND_RADIUS, strong);
  const stands = (p: number) => strong[p] === 1 && apart[p] > ringThreshold;
  for (const ring of rings) {
    const r = RING_GROW * ring.radius + 2;
    const x0 = Math.max(0, Math.floor(ring.cx - r));
    const y0 = Math.max(0, Math.floor(ring.cy - r));
    const x1 = Math.min(width - 1, Math.ceil(ring.cx + r));
    const y1 = Math.min(height - 1, Math.ceil(ring.cy + r));
    for (let y = y0; y <= y1; y++) regions.fill(1, y * width + x0, y * width + x1 + 1);
    boxes.push({ x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, score: 1 });
    const onRing: number[] = [];
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const p = y * width + x;
        if (stands(p) && Math.abs(Math.hypot(x - ring.cx, y - ring.cy) - ring.radius) <= RING_BAND * ring.radius) onRing.push(p);
      }
    }
    const ink = inkOf(input, onRing);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const p = y * width + x;
        if (stands(p) && colourDistance(input, p, ink.colour) <= ink.reach) strokes[p] = 1;
      }
    }
  }
  return { regions, strokes, boxes };
}

/** Median colour of the pixels and how far from it a pixel of the same ink may lie. */
function inkOf(input: Raster, pixels: number[]): { colour: number[]; reach: number } {
  const c = input.channels;
  const colour: number[] = [];
  for (let k = 0; k < c; k++) colour.push(median(pixels.map((p) => input.data[p * c + k])));
  const spread = median(pixels.map((p) => colourDistance(input, p, colour)));
  return { colour, reach: Math.max(MIN_REACH, REACH_OVER_SPREAD * spread) };
}

function colourDistance(input: Raster, p: number, colour: number[]): number {
  let sum = 0;
  for (let k = 0; k < input.channels; k++) sum += (input.data[p * input.channels + k] - colour[k]) ** 2;
  return Math.sqrt(sum);
}
