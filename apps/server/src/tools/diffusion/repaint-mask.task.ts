import sharp from 'sharp';
import type { TaskContext } from '../../workers/task';

/**
 * Runs in a pool worker. The eraser accepts a mask of any size; diffusion engines want it at the
 * photo's size (fal's fill model requires it), as a grey PNG with white where they repaint.
 */
export default async function run(input: { mask: Uint8Array; width: number; height: number }, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const bytes = await sharp(input.mask).flatten({ background: '#000000' }).greyscale().resize(input.width, input.height, { fit: 'fill' }).png().toBuffer();
  context.onProgress(1);
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
