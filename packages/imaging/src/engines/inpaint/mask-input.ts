import sharp from 'sharp';
import type { Raster } from '../../raster';

/**
 * Turns a caller's mask (any size, any channel count: its first channel is read) into one byte
 * per image pixel, 1 where the value is above 127. A mask of another size is stretched to the
 * image with bilinear sampling first.
 */
export async function maskToHole(mask: Raster, width: number, height: number): Promise<Uint8Array> {
  if (mask.data.length !== mask.width * mask.height * mask.channels) {
    throw new RangeError('The mask buffer does not match its width, height and channels.');
  }
  let plane = firstChannel(mask);
  if (mask.width !== width || mask.height !== height) {
    const resized = await sharp(Buffer.from(plane.buffer, plane.byteOffset, plane.byteLength), {
      raw: { width: mask.width, height: mask.height, channels: 1 },
    })
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    plane = new Uint8Array(resized.buffer, resized.byteOffset, resized.byteLength);
  }
  const hole = new Uint8Array(width * height);
  for (let i = 0; i < hole.length; i++) hole[i] = plane[i] > 127 ? 1 : 0;
  return hole;
}

function firstChannel(mask: Raster): Uint8Array {
  if (mask.channels === 1) return mask.data;
  const out = new Uint8Array(mask.width * mask.height);
  for (let i = 0; i < out.length; i++) out[i] = mask.data[i * mask.channels]!;
  return out;
}
