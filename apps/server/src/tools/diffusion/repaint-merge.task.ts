import { encodeRaster, type EncodeFormat } from '@vitrina/imaging';
import sharp from 'sharp';
import type { TaskContext } from '../../workers/task';

export interface RepaintMergeInput {
  /** The user's photo. */
  original: Uint8Array;
  /** What the diffusion engine answered (any encoding and size; brought to the final size). */
  painted: Uint8Array;
  /** Inpaint: white where the engine repainted; the photo's pixels are kept elsewhere. */
  mask?: Uint8Array;
  /** Soft edge (px) where the painted area fades into the photo. */
  featherPx?: number;
  /** Outpaint: the final canvas and the photo's top-left on it; the photo's pixels are kept there. */
  canvas?: { width: number; height: number; x: number; y: number };
  format: EncodeFormat;
}

/**
 * Runs in a pool worker. A diffusion model re-encodes the whole picture (VAE round trip, resizing);
 * only the area it was asked to paint is taken from it, so the rest stays the user's own pixels.
 */
export default async function run(input: RepaintMergeInput, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const photo = await sharp(input.original).rotate().flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const width = input.canvas?.width ?? photo.info.width;
  const height = input.canvas?.height ?? photo.info.height;
  const painted = await sharp(input.painted).flatten({ background: '#ffffff' }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  context.signal.throwIfAborted();
  const out = new Uint8Array(painted);
  if (input.canvas) {
    // Outpaint: the photo goes back at its place on the painted canvas.
    const { x, y } = input.canvas;
    for (let row = 0; row < photo.info.height; row++) {
      const from = row * photo.info.width * 3;
      out.set(photo.data.subarray(from, from + photo.info.width * 3), ((y + row) * width + x) * 3);
    }
  } else {
    const blur = input.featherPx ? Math.max(0.3, input.featherPx / 2) : 0;
    let maskPipeline = sharp(input.mask).flatten({ background: '#000000' }).greyscale().resize(width, height, { fit: 'fill' });
    if (blur > 0) maskPipeline = maskPipeline.blur(blur);
    const mask = await maskPipeline.raw().toBuffer();
    for (let i = 0; i < width * height; i++) {
      const weight = (mask[i] ?? 0) / 255;
      for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round((photo.data[i * 3 + c] ?? 0) * (1 - weight) + (painted[i * 3 + c] ?? 0) * weight);
    }
  }
  context.onProgress(0.8);
  const encoded = await encodeRaster({ width, height, channels: 3, data: out }, input.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
