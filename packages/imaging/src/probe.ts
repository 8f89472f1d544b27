import sharp, { type Metadata } from 'sharp';
import { MAX_INPUT_PIXELS } from './raster';

export type ProbedFormat = 'jpg' | 'png' | 'webp';

export interface ImageProbe {
  format: ProbedFormat;
  /** Displayed size, after EXIF orientation. */
  width: number;
  height: number;
  hasAlpha: boolean;
  /** EXIF orientation tag (1..8), 1 when absent. */
  orientation: number;
  hasIccProfile: boolean;
  bytes: number;
}

export class ImageProbeError extends Error {
  constructor(
    readonly reason: 'unsupported_format' | 'corrupt' | 'too_many_pixels',
    message: string,
  ) {
    super(message);
    this.name = 'ImageProbeError';
  }
}

/** Decides the format from magic bytes only: names and declared content types lie. */
export function sniffFormat(bytes: Uint8Array): ProbedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Reads an image's header and checks that the whole image decodes, without keeping the pixels.
 * Pixel count is checked from the header before any full decode (decompression bombs).
 */
export async function probeImage(input: Buffer, maxPixels = MAX_INPUT_PIXELS): Promise<ImageProbe> {
  const format = sniffFormat(input);
  if (!format) throw new ImageProbeError('unsupported_format', 'Not a JPEG, PNG or WEBP file');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageProbeError('corrupt', 'The image header cannot be read');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width === 0 || height === 0) throw new ImageProbeError('corrupt', 'The image has no size');
  if (width * height > maxPixels) throw new ImageProbeError('too_many_pixels', 'The image has too many pixels');
  try {
    // Full decode to a 1x1 sink: catches truncated or corrupt data that a header read misses.
    await sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated' }).resize(1, 1).raw().toBuffer();
  } catch {
    throw new ImageProbeError('corrupt', 'The image data is damaged');
  }
  const orientation = meta.orientation ?? 1;
  const swapsAxes = orientation >= 5 && orientation <= 8;
  return {
    format,
    width: swapsAxes ? height : width,
    height: swapsAxes ? width : height,
    hasAlpha: meta.hasAlpha ?? false,
    orientation,
    hasIccProfile: Boolean(meta.icc),
    bytes: input.byteLength,
  };
}
