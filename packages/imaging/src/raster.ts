import sharp from 'sharp';

/** Interleaved 8-bit pixels, row-major. The common currency of every engine in this package. */
export interface Raster {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  data: Uint8Array;
}

/** Largest input we agree to decode (pixels). Stops decompression bombs before full decode. */
export const MAX_INPUT_PIXELS = 8192 * 8192;

export function createRaster(width: number, height: number, channels: Raster['channels'], fill = 0): Raster {
  const data = new Uint8Array(width * height * channels);
  if (fill !== 0) data.fill(fill);
  return { width, height, channels, data };
}

/**
 * Decodes an encoded image (JPEG, PNG, WEBP, ...) into a raster, applying EXIF orientation.
 * `channels` forces the output layout: 4 adds an opaque alpha, 3 flattens alpha onto white.
 */
export async function decodeRaster(input: Buffer | Uint8Array, channels?: 3 | 4): Promise<Raster> {
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (channels === 4) pipeline = pipeline.ensureAlpha();
  if (channels === 3) pipeline = pipeline.flatten({ background: '#ffffff' });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

export type EncodeFormat = 'png' | 'jpg' | 'webp';

export interface EncodeOptions {
  quality?: number;
  /** ICC profile to embed (keeps the source's colour space); sRGB when absent. */
  icc?: string;
}

/** Encodes a raster. JPEG cannot carry alpha, so alpha is flattened onto white for it. */
export async function encodeRaster(raster: Raster, format: EncodeFormat, options: EncodeOptions = {}): Promise<Buffer> {
  let pipeline = sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength), {
    raw: { width: raster.width, height: raster.height, channels: raster.channels },
  });
  if (options.icc) pipeline = pipeline.withIccProfile(options.icc);
  switch (format) {
    case 'png':
      return pipeline.png({ compressionLevel: 6 }).toBuffer();
    case 'jpg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: options.quality ?? 92, mozjpeg: true }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: options.quality ?? 92, alphaQuality: 100 }).toBuffer();
  }
}
