/**
 * Builds the real-photo composites of photo-set.ts: the product's own pixels over the scaled
 * background photo, blended with the product's exact alpha (in sRGB values, as a camera-side
 * composite would be), then saved as JPEG quality 90 and decoded again, as a seller's upload.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Raster } from '../../src/raster';
import { BACKGROUNDS, COMPOSITES, type CompositeSpec, type EvalPart } from './photo-set';

/** Where the real photos are stored (SOURCES.md there). */
export const PHOTOS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'photos');

export interface Composite {
  name: string;
  part: EvalPart;
  /** The photo the engine sees (RGB, JPEG round trip). */
  image: Raster;
  /** True alpha, 0..1 per pixel. */
  alpha: Float32Array;
  /** True foreground colour (RGB, 0..255) where alpha > 0. */
  foreground: Uint8Array;
  /** The background alone, as composited (RGB). */
  background: Uint8Array;
}

export function compositeName(spec: CompositeSpec): string {
  return `${spec.product}-on-${spec.background}`;
}

export function compositesOf(part?: EvalPart): CompositeSpec[] {
  return COMPOSITES.filter((spec) => part === undefined || spec.part === part);
}

export async function buildComposite(spec: CompositeSpec): Promise<Composite> {
  const product = await sharp(readFileSync(join(PHOTOS_DIR, `${spec.product}.webp`))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pw = product.info.width;
  const ph = product.info.height;
  const { photo, region } = BACKGROUNDS[spec.background];
  // A square photo in which the product's longer side fills `fill`; the region covers it.
  const width = Math.round(Math.max(pw, ph) / spec.fill);
  const height = width;
  const [rx, ry, rw, rh] = region;
  const background = await sharp(join(PHOTOS_DIR, `${photo}.jpg`))
    .removeAlpha()
    .toColourspace('srgb')
    .extract({ left: rx, top: ry, width: rw, height: rh })
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const left = clamp(Math.round(spec.centre[0] * width - pw / 2), 0, width - pw);
  const top = clamp(Math.round(spec.centre[1] * height - ph / 2), 0, height - ph);

  const alpha = new Float32Array(width * height);
  const foreground = new Uint8Array(width * height * 3);
  const mixed = Uint8Array.from(background);
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const source = (y * pw + x) * 4;
      const a = product.data[source + 3] / 255;
      if (a === 0) continue;
      const target = (top + y) * width + left + x;
      alpha[target] = a;
      for (let c = 0; c < 3; c++) {
        const f = product.data[source + c];
        foreground[target * 3 + c] = f;
        mixed[target * 3 + c] = Math.round(a * f + (1 - a) * background[target * 3 + c]);
      }
    }
  }
  const jpeg = await sharp(mixed, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  const decoded = await sharp(jpeg).raw().toBuffer();
  return {
    name: compositeName(spec),
    part: spec.part,
    image: { width, height, channels: 3, data: new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.length) },
    alpha,
    foreground,
    background: Uint8Array.from(background),
  };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
