import type { ImageFormat } from '@vitrina/contracts';
import sharp, { type Sharp } from 'sharp';

export interface ImageHeader {
  /** Displayed size, after EXIF orientation. */
  width: number;
  height: number;
}

/** Reads only the header (no pixel decode), so huge declared sizes are caught before decoding. */
export async function readHeader(bytes: Buffer): Promise<ImageHeader | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return null;
    const swapsAxes = (meta.orientation ?? 1) >= 5;
    return swapsAxes ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

export function encodeAs(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpg':
      return pipeline.jpeg({ quality: 95, chromaSubsampling: '4:4:4' });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'webp':
      return pipeline.webp({ quality: 95, alphaQuality: 100 });
  }
}

export interface NormaliseOptions {
  maxPixels: number;
  timeoutSeconds: number;
}

export interface NormalisedImage {
  data: Buffer;
  width: number;
  height: number;
}

export class NormaliseError extends Error {
  constructor(readonly reason: 'corrupt' | 'timeout', cause: unknown) {
    super(`image normalisation failed: ${reason}`, { cause });
    this.name = 'NormaliseError';
  }
}

/**
 * Decodes the whole image (truncated data fails), applies EXIF orientation, converts the
 * colours to sRGB and embeds the sRGB ICC profile, and re-encodes in the same format. No EXIF,
 * XMP or IPTC is written, so GPS and camera/personal data are gone. Runs on libvips threads.
 */
export async function normaliseImage(bytes: Buffer, format: ImageFormat, options: NormaliseOptions): Promise<NormalisedImage> {
  const pipeline = sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'truncated' })
    .autoOrient()
    .withIccProfile('srgb')
    .timeout({ seconds: options.timeoutSeconds });
  try {
    const { data, info } = await encodeAs(pipeline, format).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const timedOut = error instanceof Error && /timeout/i.test(error.message);
    throw new NormaliseError(timedOut ? 'timeout' : 'corrupt', error);
  }
}
