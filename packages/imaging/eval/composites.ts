/**
 * Composites of real cut-out product photos over real photographs: I = aF + (1-a)B, computed
 * here, so the alpha (a) and the foreground colour (F) of every pixel are known exactly.
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Raster } from '../src/raster';
import { BACKDROPS, type Backdrop, type CompositeSpec } from './set';

export interface Composite {
  name: string;
  image: Raster;
  /** Exact alpha, 0..1. */
  alpha: Float32Array;
  /** Exact foreground colour, 3 bytes a pixel (meaningful where alpha > 0). */
  foreground: Uint8Array;
}

export const photoPath = (file: string) => fileURLToPath(new URL(`./photos/${file}`, import.meta.url));

export async function loadPhoto(name: string, width?: number, height?: number, region?: Backdrop['region']): Promise<Raster> {
  let pipeline = sharp(photoPath(`${name}.jpg`)).removeAlpha().toColourspace('srgb');
  if (region) {
    const meta = await sharp(photoPath(`${name}.jpg`)).metadata();
    const [x, y, w, h] = region;
    pipeline = pipeline.extract({ left: Math.round(x * meta.width), top: Math.round(y * meta.height), width: Math.round(w * meta.width), height: Math.round(h * meta.height) });
  }
  if (width && height) pipeline = pipeline.resize(width, height, { fit: 'cover', kernel: 'lanczos3' });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** The cut-out as RGBA at a chosen size (sharp premultiplies while resizing). */
export async function loadCutout(name: string, width: number, height: number): Promise<Raster> {
  const { data, info } = await sharp(photoPath(`${name}.png`))
    .ensureAlpha()
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 4, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

export async function buildComposite(spec: CompositeSpec): Promise<Composite> {
  const meta = await sharp(photoPath(`${spec.product}.png`)).metadata();
  const productAspect = meta.width / meta.height;
  // Landscape canvas for wide products, portrait for tall ones, as a seller would frame them.
  const landscape = productAspect >= 1;
  const width = landscape ? spec.side : Math.round(spec.side * 0.75);
  const height = landscape ? Math.round(spec.side * 0.75) : spec.side;
  const scale = Math.min((0.7 * width) / meta.width, (0.7 * height) / meta.height);
  const pw = Math.max(1, Math.round(meta.width * scale));
  const ph = Math.max(1, Math.round(meta.height * scale));
  const left = Math.round(spec.centreX * width - pw / 2);
  const top = Math.round(0.88 * height - ph);
  const backdrop: Backdrop = BACKDROPS[spec.background];
  const [background, cutout] = await Promise.all([loadPhoto(backdrop.photo, width, height, 'region' in backdrop ? backdrop.region : undefined), loadCutout(spec.product, pw, ph)]);
  const image = new Uint8Array(background.data);
  const alpha = new Float32Array(width * height);
  const foreground = new Uint8Array(width * height * 3);
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const source = (y * pw + x) * 4;
      const target = (top + y) * width + left + x;
      const a = cutout.data[source + 3] / 255;
      alpha[target] = a;
      for (let c = 0; c < 3; c++) {
        foreground[target * 3 + c] = cutout.data[source + c];
        if (a > 0) image[target * 3 + c] = Math.round(a * cutout.data[source + c] + (1 - a) * image[target * 3 + c]);
      }
    }
  }
  return { name: `${spec.product} on ${spec.background}`, image: { width, height, channels: 3, data: image }, alpha, foreground };
}
