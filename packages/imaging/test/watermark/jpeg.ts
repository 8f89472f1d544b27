import sharp from 'sharp';
import type { Raster } from '../../src/raster';

/** An RGB image saved as JPEG at `quality` (default 80, as listings are) and decoded again. */
export async function jpeg(image: Raster, quality = 80): Promise<Raster> {
  const encoded = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).jpeg({ quality }).toBuffer();
  return { ...image, data: new Uint8Array(await sharp(encoded).raw().toBuffer()) };
}
