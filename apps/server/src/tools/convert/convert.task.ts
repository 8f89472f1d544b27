import type { ImageFormat } from '@vitrina/contracts';
import { MAX_INPUT_PIXELS } from '@vitrina/imaging';
import sharp from 'sharp';
import type { TaskContext } from '../../workers/task';

export interface ConvertInput {
  bytes: Uint8Array;
  format: ImageFormat;
  quality: number;
  /** Flatten colour for formats without alpha. */
  background: string;
}

export interface ConvertOutput {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Runs in a pool worker: re-encodes with libvips, keeping the colour profile. */
export default async function convert(input: ConvertInput, context: TaskContext): Promise<ConvertOutput> {
  context.onProgress(0.1);
  let pipeline = sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).keepIccProfile();
  switch (input.format) {
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 6 });
      break;
    case 'jpg':
      pipeline = pipeline.flatten({ background: input.background }).jpeg({ quality: input.quality, mozjpeg: true });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: input.quality, alphaQuality: 100 });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  context.onProgress(1);
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
