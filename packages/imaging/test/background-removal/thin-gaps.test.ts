/**
 * Gaps narrower than the graph cut's grid (thin-gaps.ts), through the whole step chain after the
 * network (matteFromProbability) on a hand-made photo and map: three brass valves over a dark red
 * flag with gaps of 3 px between them, which the network filled at full certainty, as it does on
 * the real trumpet. Before the step the gaps stayed opaque.
 */
import { describe, expect, it } from 'vitest';
import { modelInputFromRaster } from '../../src/engines/background-removal/inference';
import { matteFromProbability } from '../../src/engines/background-removal/remove-background';
import { MODEL_SIDE } from '../../src/engines/background-removal/session';
import type { Raster } from '../../src/raster';

const SIDE = 512;
const BRASS: [number, number, number] = [200, 160, 60];
const GREY: [number, number, number] = [128, 128, 128];

function image(colour: (x: number, y: number) => [number, number, number]): Raster {
  const data = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const rgb = colour(x, y);
      // A little texture, as in a photo: the colour models are histograms.
      const noise = ((x * 7 + y * 13) % 5) - 2;
      for (let c = 0; c < 3; c++) data[(y * SIDE + x) * 3 + c] = Math.max(0, Math.min(255, rgb[c] + noise));
    }
  }
  return { width: SIDE, height: SIDE, channels: 3, data };
}

/** The network's map (MODEL_SIDE square): 1 over the rectangle [x0, x1) x [y0, y1) of the photo. */
function filledRectangle(x0: number, x1: number, y0: number, y1: number): Float32Array {
  const scale = MODEL_SIDE / SIDE;
  const map = new Float32Array(MODEL_SIDE * MODEL_SIDE);
  for (let y = y0 * scale; y < y1 * scale; y++) map.fill(1, y * MODEL_SIDE + x0 * scale, y * MODEL_SIDE + x1 * scale);
  return map;
}

async function matte(photo: Raster, map: Float32Array): Promise<Float32Array> {
  const planes = await modelInputFromRaster(photo);
  return (await matteFromProbability(photo, planes, map)).alpha;
}

const inRectangle = (x: number, y: number) => x >= 200 && x < 236 && y >= 180 && y < 330;
/**
 * Valves 10 px wide at x 200, 213 and 226, joined above (y < 190) and below (y >= 320). The step
 * needs open background within its local window (32 network px, 16 px here) of a gap.
 */
const inGap = (x: number, y: number) => y >= 190 && y < 320 && ((x >= 210 && x < 213) || (x >= 223 && x < 226));

describe('gaps narrower than the graph cut grid', () => {
  it('opens 3 px gaps between valves that the network filled, and keeps the valves', async () => {
    const flag = (_x: number, y: number): [number, number, number] => (y < 60 ? [235, 235, 230] : [120, 20, 35]);
    const photo = image((x, y) => (inRectangle(x, y) && !inGap(x, y) ? BRASS : flag(x, y)));
    const alpha = await matte(photo, filledRectangle(200, 236, 180, 330));
    let open = 0;
    let gap = 0;
    for (let y = 205; y < 305; y++) {
      for (const x of [211, 224]) {
        gap++;
        if (alpha[y * SIDE + x] < 0.5) open++;
      }
    }
    expect(open / gap).toBeGreaterThan(0.9);
    for (const x of [205, 218, 231]) expect(alpha[250 * SIDE + x]).toBe(1);
    expect(alpha[184 * SIDE + 218]).toBe(1);
  });

  it('keeps a thin part of the product whose colour the background has only far from it (a white tag)', async () => {
    // White ground left of the product, dark ground at its right; a white tag 3 px wide near its right edge.
    const ground = (x: number): [number, number, number] => (x < 200 ? [240, 240, 240] : [50, 50, 55]);
    const inProduct = (x: number, y: number) => x >= 200 && x < 400 && y >= 180 && y < 330;
    const inTag = (x: number, y: number) => x >= 385 && x < 388 && y >= 220 && y < 300;
    const photo = image((x, y) => (inTag(x, y) ? [240, 240, 240] : inProduct(x, y) ? GREY : ground(x)));
    const alpha = await matte(photo, filledRectangle(200, 400, 180, 330));
    for (let y = 225; y < 295; y += 10) expect(alpha[y * SIDE + 386]).toBe(1);
  });
});
