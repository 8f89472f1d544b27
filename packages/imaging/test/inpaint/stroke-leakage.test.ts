import { describe, expect, it } from 'vitest';
import { inpaint } from '../../src/engines/inpaint';
import type { Raster } from '../../src/raster';
import { diffusionFill } from './diffusion-fill';
import { maskLeakage } from './edge-leakage';
import { loadEraserPhoto } from './eval-holes';

/** A thin brush stroke along a polyline (what a seller paints over a spoon's handle). */
function strokeMask(width: number, height: number, points: number[][], radius: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let k = 0; k + 1 < points.length; k++) {
    const [ax, ay] = points[k];
    const [bx, by] = points[k + 1];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
        if ((x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= radius * radius) mask[y * width + x] = 1;
      }
    }
  }
  return mask;
}

/**
 * Thin strokes on the coffee photo (eval set, tuning part); leakage (`maskLeakage`) between the
 * cup's white and the saucer's red over the stroke's pixels, measured 2026-11-26 (engine before
 * the k-region step / after / diffusion):
 * - across: from the table over the saucer's lip and the saucer into the cup's white wall. Its
 *   border has edges that end inside the stroke; the two-region cut found no clean parts and
 *   left it uncut (the cup's white washed into the saucer): 0.047 / 0.034 / 0.059. The limit
 *   fails the old engine.
 * - along: down the cup's outline (the edge runs inside the stroke; the two-region cut already
 *   handled it): 0.070 / 0.070 / 0.153. A guard: a random walker there put the outline in the
 *   stroke's middle (0.136).
 */
const STROKES = [
  { name: 'across the saucer into the cup', points: [[128, 40], [150, 100], [192, 140]], limit: 0.04 },
  { name: "along the cup's outline", points: [[148, 38], [166, 78], [178, 112], [183, 150], [194, 190]], limit: 0.09 },
];
const RADIUS = 5;
/** Boxes of the saucer's red and of the cup's white (original photo). */
const SIDES = [
  [150, 125, 160, 140],
  [192, 120, 200, 140],
];

describe('inpaint keeps each region along a thin stroke across several (coffee photo)', () => {
  it.each(STROKES)('$name', async (stroke) => {
    const image = await loadEraserPhoto('coffee');
    const hole = strokeMask(image.width, image.height, stroke.points, RADIUS);
    const mask: Raster = { width: image.width, height: image.height, channels: 1, data: Uint8Array.from(hole, (v) => v * 255) };
    const filled = await inpaint(image, mask, { featherPx: 0 });
    const leakage = maskLeakage(image, filled, hole, SIDES);
    const diffusion = maskLeakage(image, diffusionFill(image, hole), hole, SIDES);
    console.log(`${stroke.name}: leakage ${leakage.toFixed(3)} (diffusion ${diffusion.toFixed(3)})`);
    expect(leakage).toBeLessThan(stroke.limit);
    expect(leakage).toBeLessThan(0.7 * diffusion);
  }, 60_000);
});
