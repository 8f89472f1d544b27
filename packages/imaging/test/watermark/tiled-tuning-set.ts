import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Raster } from '../../src/raster';
import type { WatermarkSpec } from './add-watermark';
import { markedCase, type MarkedCase } from './eval-case';

const photos = join(import.meta.dirname, '..', 'real-photos', 'photos');

/** The eval's tiled grey © (`scripts/eval/watermark-marks.ts`). */
export const EVAL_GREY_C: WatermarkSpec = { text: '© myshop', fontSize: 22, opacity: 0.35, position: 'tiled', colour: '#8a8a8a' };

/**
 * Where a photo of the extended tuning set comes from: a crop (x, y, size) of a photo that is not
 * held out in the watermark eval (coffee, chelsea and brick are), after resizing its long side to
 * `side`; Tux Paint products are flattened on `ground`. Different crops put the mark's lattice at
 * different phases over the photo.
 */
export interface TuningPlacement {
  photo: string;
  side: number;
  crop: { x: number; y: number; width: number; height: number };
  ground?: { r: number; g: number; b: number };
}

const crop = (x: number, y: number, width: number, height = width) => ({ x, y, width, height });

/** The extended tuning set: 24 placements of the grey © (tuning photos cropped and scaled, other photos of the set). */
export const TUNING_PLACEMENTS: TuningPlacement[] = [
  ...[crop(0, 0, 448), crop(37, 21, 448), crop(64, 64, 448), crop(0, 100, 512, 380)].map((c) => ({ photo: 'astronaut.jpg', side: 512, crop: c })),
  { photo: 'astronaut.jpg', side: 400, crop: crop(0, 0, 400) },
  { photo: 'astronaut.jpg', side: 640, crop: crop(80, 40, 520, 480) },
  ...[crop(0, 0, 400, 380), crop(120, 30, 480, 380), crop(50, 10, 560, 400)].map((c) => ({ photo: 'rocket.jpg', side: 640, crop: c })),
  { photo: 'rocket.jpg', side: 800, crop: crop(100, 60, 600, 460) },
  { photo: 'rocket.jpg', side: 480, crop: crop(0, 0, 480, 320) },
  ...[crop(0, 0, 512), crop(31, 45, 420)].map((c) => ({ photo: 'grass.jpg', side: 512, crop: c })),
  ...[crop(0, 0, 512), crop(53, 17, 440)].map((c) => ({ photo: 'gravel.jpg', side: 512, crop: c })),
  ...[crop(0, 0, 512), crop(60, 60, 440)].map((c) => ({ photo: 'retina.jpg', side: 512, crop: c })),
  ...['strawberry', 'guitar', 'trumpet', 'drum', 'cement-mixer'].map((name, i) => ({
    photo: `${name}.webp`,
    side: 600,
    crop: crop(0, 0, 0, 0),
    ground: [{ r: 255, g: 255, b: 255 }, { r: 240, g: 238, b: 232 }, { r: 40, g: 40, b: 44 }, { r: 255, g: 255, b: 255 }, { r: 120, g: 150, b: 110 }][i],
  })),
];

/** The clean photo of a placement (RGB; a product flattened on its ground, uncropped). */
export async function placementPhoto(placement: TuningPlacement): Promise<Raster> {
  let image = sharp(readFileSync(join(photos, placement.photo))).resize({ width: placement.side, height: placement.side, fit: 'inside' });
  if (placement.ground) image = sharp(await image.flatten({ background: placement.ground }).png().toBuffer());
  else image = sharp(await image.png().toBuffer()).extract({ left: placement.crop.x, top: placement.crop.y, width: placement.crop.width, height: placement.crop.height });
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** A placement marked with `spec` and saved as JPEG q80, with the eval's judging region (glyphs grown by 2 px). */
export async function tuningCase(placement: TuningPlacement, spec: WatermarkSpec = EVAL_GREY_C): Promise<MarkedCase> {
  return markedCase(await placementPhoto(placement), spec);
}
