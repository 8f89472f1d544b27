import type { Raster } from '../../raster';
import type { DetectedBox } from './text-regions';
import { localContrast, medianOf } from './compact-parts';
import { findRings } from './rings';

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
/** The region erased around a ring: its radius times this (the ring's own stroke and the text in it). */
const RING_GROW = 1.2;

/**
 * Round logo badges the text detector misses (it reads at most the letters inside), found by
 * their structure alone: a closed ring of high colour contrast against the smoothed background
 * (`findRings`: contrast all around at one radius, little at half, 0.7, 1.3 and 1.5 times it),
 * in a corner (within 6 % of a vertical and of a horizontal edge), 12 px to 15 % of the short
 * side in radius. Returns the regions (1 = the ring's box, its text inside, grown) and boxes.
 */
export function findCompactMarks(input: Raster): { regions: Uint8Array; boxes: DetectedBox[] } {
  const { width, height } = input;
  const regions = new Uint8Array(width * height);
  const boxes: DetectedBox[] = [];
  const band = Math.round(BAND_SHARE * height);
  const edgeX = Math.max(MIN_EDGE, EDGE_SHARE * width);
  const edgeY = Math.max(MIN_EDGE, EDGE_SHARE * height);
  if (Math.min(width, height) < 64) return { regions, boxes };
  const inBand = (i: number) => {
    const y = Math.floor(i / width);
    return y < band || y >= height - band;
  };
  const colour = localContrast(input, BACKGROUND_RADIUS);
  const add = (x0: number, y0: number, x1: number, y1: number, grow: number) => {
    const gx0 = Math.max(0, Math.floor(x0 - grow));
    const gy0 = Math.max(0, Math.floor(y0 - grow));
    const gx1 = Math.min(width - 1, Math.ceil(x1 + grow));
    const gy1 = Math.min(height - 1, Math.ceil(y1 + grow));
    for (let y = gy0; y <= gy1; y++) regions.fill(1, y * width + gx0, y * width + gx1 + 1);
    boxes.push({ x: gx0, y: gy0, width: gx1 - gx0 + 1, height: gy1 - gy0 + 1, score: 1 });
  };

  const colourThreshold = Math.max(MIN_CONTRAST, CONTRAST_OVER_TEXTURE * medianOf(colour, inBand));
  const ringThreshold = Math.max(MIN_RING_CONTRAST, colourThreshold);
  const strong = threshold(colour, (v) => v > ringThreshold, () => true);
  const maxRadius = Math.round(MAX_RING_SHARE * Math.min(width, height));
  const ringOk = (cx: number, cy: number, r: number) =>
    (cx - r <= edgeX || cx + r >= width - 1 - edgeX) && (cy - r <= edgeY || cy + r >= height - 1 - edgeY) && cx - r >= 0 && cx + r < width && cy - r >= 0 && cy + r < height;
  for (const ring of findRings(strong, width, height, MIN_RING_RADIUS, maxRadius, ringOk)) {
    const r = RING_GROW * ring.radius;
    add(ring.cx - r, ring.cy - r, ring.cx + r, ring.cy + r, 2);
  }

  return { regions, boxes };
}

function threshold(values: Float32Array, keep: (v: number) => boolean, where: (i: number) => boolean): Uint8Array {
  const out = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = where(i) && keep(values[i]) ? 1 : 0;
  return out;
}
