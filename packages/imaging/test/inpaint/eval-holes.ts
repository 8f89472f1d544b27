import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Raster } from '../../src/raster';
import type { EvalPart } from '../real-photos/photo-set';

/** The eraser's real-photo set (`npm run eval -- inpaint` and `real-photos.test.ts`). */
export const ERASER_PHOTOS: { name: string; part: EvalPart }[] = [
  { name: 'coffee', part: 'tuning' },
  { name: 'chelsea', part: 'tuning' },
  { name: 'brick', part: 'tuning' },
  { name: 'grass', part: 'tuning' },
  { name: 'gravel', part: 'tuning' },
  { name: 'rocket', part: 'held-out' },
  { name: 'astronaut', part: 'held-out' },
];

export async function loadEraserPhoto(name: string): Promise<Raster> {
  const file = fileURLToPath(new URL(`../real-photos/photos/${name}.jpg`, import.meta.url));
  const { data, info } = await sharp(readFileSync(file)).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Three discs (radius 4 % of the short side) and one brush stroke, at fixed places. */
export function eraserHoles(width: number, height: number): Uint8Array {
  const hole = new Uint8Array(width * height);
  const side = Math.min(width, height);
  const discs = [
    [0.3, 0.3],
    [0.7, 0.45],
    [0.45, 0.75],
  ];
  const radius = 0.04 * side;
  const stroke = { from: [0.15, 0.85], to: [0.85, 0.6], half: 0.015 * side };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let inside = discs.some(([cx, cy]) => (x - cx * width) ** 2 + (y - cy * height) ** 2 <= radius * radius);
      const ax = stroke.from[0] * width;
      const ay = stroke.from[1] * height;
      const bx = stroke.to[0] * width;
      const by = stroke.to[1] * height;
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
      if ((x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= stroke.half ** 2) inside = true;
      hole[y * width + x] = inside ? 1 : 0;
    }
  }
  return hole;
}
