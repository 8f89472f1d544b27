import { MAX_INPUT_PIXELS } from '@vitrina/imaging';
import sharp from 'sharp';
import type { TaskContext } from '../../workers/task';

export interface ApplyMaskInput {
  image: Uint8Array;
  mask: Uint8Array;
  format: 'png' | 'webp';
}

/** The photo with the mask's luminance as its alpha (the mask is resized to the photo). */
export default async function applyMask(input: ApplyMaskInput, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const photo = sharp(input.image, { limitInputPixels: MAX_INPUT_PIXELS });
  const { width, height } = await photo.metadata();
  if (!width || !height) throw new Error('image without dimensions');
  context.onProgress(0.2);
  const alpha = await sharp(input.mask, { limitInputPixels: MAX_INPUT_PIXELS }).flatten({ background: '#000000' }).greyscale().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  context.onProgress(0.6);
  // sharp orders its operations itself, so the RGB planes are taken first and the alpha joined after.
  const rgb = await photo.removeAlpha().toColourspace('srgb').raw().toBuffer();
  const joined = sharp(rgb, { raw: { width, height, channels: 3 } }).joinChannel(alpha, { raw: { width, height, channels: 1 } });
  const encoded = input.format === 'webp' ? await joined.webp({ quality: 92, alphaQuality: 100 }).toBuffer() : await joined.png({ compressionLevel: 6 }).toBuffer();
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
