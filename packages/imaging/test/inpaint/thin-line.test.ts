import { describe, expect, it } from 'vitest';
import { inpaint } from '../../src/engines/inpaint';
import type { Raster } from '../../src/raster';
import { loadEraserPhoto } from './eval-holes';

/**
 * A thin straight line (a pole, a wire) drawn across a 120x120 crop of a tuning photo's texture,
 * with a disc hole over its middle: the fill must carry the line through. Contrast = mean
 * luminance on the line's core minus that 2-6 px beside it; the ratio is the fill's inside the
 * hole over the original's in a 16 px ring around the hole. Measured 2026-11-27 (engine before /
 * after `thin-lines.ts`): gravel -0.08 / 0.97, 0.00 / 0.71, 0.05 / 0.98; grass 0.18 / 0.94;
 * brick 0.09 / 1.12; chelsea -0.11 / 0.93.
 */
const CASES: { photo: string; x: number; y: number; angle: number; half: number; delta: number; radius: number }[] = [
  { photo: 'gravel', x: 100, y: 100, angle: 0.35, half: 1.5, delta: -70, radius: 14 },
  { photo: 'gravel', x: 100, y: 100, angle: 1.2, half: 1, delta: 60, radius: 12 },
  { photo: 'gravel', x: 100, y: 100, angle: -0.6, half: 1.5, delta: -60, radius: 18 },
  { photo: 'grass', x: 200, y: 200, angle: 0.35, half: 1.5, delta: -70, radius: 14 },
  { photo: 'brick', x: 150, y: 150, angle: -0.6, half: 1.5, delta: -60, radius: 18 },
  { photo: 'chelsea', x: 150, y: 40, angle: -0.6, half: 1.5, delta: -60, radius: 18 },
];
const SIZE = 120;

function crop(photo: Raster, x0: number, y0: number): Raster {
  const data = new Uint8Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) data.set(photo.data.subarray(((y0 + y) * photo.width + x0) * 3, ((y0 + y) * photo.width + x0 + SIZE) * 3), y * SIZE * 3);
  return { width: SIZE, height: SIZE, channels: 3, data };
}

/** Draws an antialiased line through the centre; returns each pixel's distance to its axis. */
function drawLine(image: Raster, angle: number, half: number, delta: number): Float32Array {
  const nx = -Math.sin(angle);
  const ny = Math.cos(angle);
  const distance = new Float32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const d = Math.abs((x - SIZE / 2) * nx + (y - SIZE / 2) * ny);
      distance[y * SIZE + x] = d;
      const cover = Math.max(0, Math.min(1, half + 0.5 - d));
      for (let k = 0; k < 3; k++) {
        const i = (y * SIZE + x) * 3 + k;
        image.data[i] = Math.max(0, Math.min(255, Math.round(image.data[i] + cover * delta)));
      }
    }
  }
  return distance;
}

function lineContrast(image: Raster, distance: Float32Array, half: number, region: (p: number) => boolean): number {
  let on = 0;
  let onCount = 0;
  let off = 0;
  let offCount = 0;
  for (let p = 0; p < distance.length; p++) {
    if (!region(p)) continue;
    const luma = (image.data[p * 3] + image.data[p * 3 + 1] + image.data[p * 3 + 2]) / 3;
    if (distance[p] <= half - 0.5) {
      on += luma;
      onCount++;
    } else if (distance[p] >= half + 2 && distance[p] <= half + 6) {
      off += luma;
      offCount++;
    }
  }
  return on / onCount - off / offCount;
}

describe('inpaint continues a thin straight line across the hole (tuning photos)', () => {
  it('keeps the line contrast inside the hole', async () => {
    const ratios: number[] = [];
    for (const spec of CASES) {
      const image = crop(await loadEraserPhoto(spec.photo), spec.x, spec.y);
      const distance = drawLine(image, spec.angle, spec.half, spec.delta);
      const radius2 = (p: number) => ((p % SIZE) - SIZE / 2) ** 2 + (Math.floor(p / SIZE) - SIZE / 2) ** 2;
      const hole = Uint8Array.from({ length: SIZE * SIZE }, (_, p) => (radius2(p) <= spec.radius ** 2 ? 255 : 0));
      const filled = await inpaint(image, { width: SIZE, height: SIZE, channels: 1, data: hole }, { featherPx: 0 });
      const inside = lineContrast(filled, distance, spec.half, (p) => hole[p] === 255);
      const outside = lineContrast(image, distance, spec.half, (p) => hole[p] === 0 && radius2(p) <= (spec.radius + 16) ** 2);
      ratios.push(inside / outside);
    }
    console.log(`line contrast inside / outside: ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
    for (const ratio of ratios) expect(ratio).toBeGreaterThan(0.6);
    expect(ratios.reduce((a, b) => a + b, 0) / ratios.length).toBeGreaterThan(0.8);
  }, 60_000);
});
