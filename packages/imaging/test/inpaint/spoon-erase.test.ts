import { describe, expect, it } from 'vitest';
import { inpaint } from '../../src/engines/inpaint';
import type { Raster } from '../../src/raster';
import { loadEraserPhoto } from './eval-holes';

/** Brush strokes (polylines, one point = a dab) as a seller paints them; 1 = erased. */
function brush(width: number, height: number, strokes: { points: number[][]; radius: number }[]): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const { points, radius } of strokes) {
    for (let k = 0; k < points.length; k++) {
      const [ax, ay] = points[k];
      const [bx, by] = points[Math.min(k + 1, points.length - 1)];
      const length = (bx - ax) ** 2 + (by - ay) ** 2;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const t = length > 0 ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length)) : 0;
          if ((x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= radius * radius) mask[y * width + x] = 1;
        }
      }
    }
  }
  return mask;
}

function boxMean(image: Raster, [x0, y0, x1, y1]: number[]): number[] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      for (let k = 0; k < 3; k++) sum[k] += image.data[(y * image.width + x) * 3 + k];
      n++;
    }
  }
  return sum.map((v) => v / n);
}

/** The spoon's bowl lies between the cup's shadow on the saucer and the lit saucer (coffee photo). */
const BOWL = { cx: 366, cy: 283, r: 40 };
const SHADOW = [300, 300, 312, 320];
const SAUCER = [430, 270, 445, 290];

/**
 * Share of the bowl's filled pixels that are a blend of the shadow and the saucer: placed on the
 * axis from the shadow's mean colour (0) to the saucer's (1), between 0.3 and 0.7. That is the
 * smear a membrane across the bowl leaves (it is neither the shadow nor the saucer).
 */
function smear(image: Raster, filled: Raster, hole: Uint8Array): number {
  const dark = boxMean(image, SHADOW);
  const red = boxMean(image, SAUCER);
  const axis = red.map((v, k) => v - dark[k]);
  const norm = axis.reduce((a, v) => a + v * v, 0);
  let between = 0;
  let n = 0;
  for (let y = BOWL.cy - BOWL.r; y <= BOWL.cy + BOWL.r; y++) {
    for (let x = BOWL.cx - BOWL.r; x <= BOWL.cx + BOWL.r; x++) {
      const p = y * image.width + x;
      if ((x - BOWL.cx) ** 2 + (y - BOWL.cy) ** 2 > BOWL.r ** 2 || !hole[p]) continue;
      let t = 0;
      for (let k = 0; k < 3; k++) t += (filled.data[p * 3 + k] - dark[k]) * axis[k];
      t /= norm;
      if (t > 0.3 && t < 0.7) between++;
      n++;
    }
  }
  return between / n;
}

/** The cup's white wall (left of the handle) and where its outline is not: right of it, above the saucer. */
const CUP_WHITE = [385, 90, 392, 100];
const RIGHT_OF_OUTLINE = [413, 70, 439, 115];

/**
 * Share of the filled pixels right of the cup's outline (table in the photo; the spoon's tip and
 * the saucer's white highlight on the stroke's border) that take the cup's white (within 40 of its
 * mean colour): the white flag the cup's white made when its outline was paired with the tip or the
 * highlight (same colour group) instead of continuing down.
 */
function flag(image: Raster, filled: Raster, hole: Uint8Array): number {
  const white = boxMean(image, CUP_WHITE);
  const [x0, y0, x1, y1] = RIGHT_OF_OUTLINE;
  let inWhite = 0;
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const p = y * image.width + x;
      if (!hole[p]) continue;
      const d = Math.hypot(...[0, 1, 2].map((k) => filled.data[p * 3 + k] - white[k]));
      if (d < 40) inWhite++;
      n++;
    }
  }
  return inWhite / n;
}

/** The cup's white and the saucer beside the handle; between them the handle ran along the cup's edge. */
const SAUCER_BESIDE = [420, 140, 432, 160];
const EDGE_ROWS = [115, 170];

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/**
 * Share of the filled pixels along the cup's edge (rows 115..170, where the handle lay between the
 * cup's white wall and the saucer) darker than both: more than 20 grey below the saucer's luma
 * (the white is far brighter). That is the dark line the erased spoon's own shadow on the ring
 * made when the saucer's side was continued from it.
 */
function darkLine(image: Raster, filled: Raster, hole: Uint8Array): number {
  const limit = luma(...(boxMean(image, SAUCER_BESIDE) as [number, number, number])) - 20;
  let dark = 0;
  let n = 0;
  for (let y = EDGE_ROWS[0]; y <= EDGE_ROWS[1]; y++) {
    for (let x = 0; x < image.width; x++) {
      const p = y * image.width + x;
      if (!hole[p]) continue;
      if (luma(filled.data[p * 3], filled.data[p * 3 + 1], filled.data[p * 3 + 2]) < limit) dark++;
      n++;
    }
  }
  return dark / n;
}

/**
 * The whole spoon erased on the coffee photo (tuning part of the eval set), with the two masks a
 * seller paints: the bench's generous one (handle radius 14, bowl 46) and a tighter one (handle
 * radius 9, a dab of 44 on the bowl). The bowl is 44-46 px deep. Measured 2026-11-27, smear
 * share (engine before / after the deep part is cut in two with its outliers dropped / after stray
 * runs on the ring are absorbed too): generous 0.62 / 0.10 / 0.08, tight 0.60 / 0.19 / 0.19; white
 * flag share (before / after the stray runs): generous 0.18 / 0.00, tight 0.39 / 0.03; dark line
 * share (before / after the ring's fringe is left out of the sides' shading): generous 0.00 /
 * 0.00, tight 0.37 / 0.01.
 */
const MASKS: Record<string, { points: number[][]; radius: number }[]> = {
  generous: [
    { points: [[413, 66], [404, 120], [392, 180], [380, 236]], radius: 14 },
    { points: [[366, 270], [366, 300]], radius: 46 },
  ],
  tight: [
    { points: [[412, 66], [380, 240]], radius: 9 },
    { points: [[366, 283]], radius: 44 },
  ],
};

describe('inpaint erases the spoon on the coffee photo cleanly', () => {
  for (const [name, strokes] of Object.entries(MASKS)) {
    it(`${name} mask: the bowl is shadow or saucer (no smear), the cup's white stays left of its outline (no flag), no dark line along the cup's edge`, async () => {
      const image = await loadEraserPhoto('coffee');
      const hole = brush(image.width, image.height, strokes);
      const mask: Raster = { width: image.width, height: image.height, channels: 1, data: Uint8Array.from(hole, (v) => v * 255) };
      const filled = await inpaint(image, mask, { featherPx: 0 });
      const share = smear(image, filled, hole);
      const white = flag(image, filled, hole);
      const line = darkLine(image, filled, hole);
      console.log(`spoon (${name} mask): bowl smear share ${share.toFixed(3)}, white flag share ${white.toFixed(3)}, dark line share ${line.toFixed(3)}`);
      expect(share).toBeLessThan(0.3);
      expect(white).toBeLessThan(0.1);
      expect(line).toBeLessThan(0.1);
    }, 60_000);
  }
});
