/** ISNet inference: raster -> normalised 1024x1024 tensor -> foreground probability map. */
import sharp from 'sharp';
import type { Raster } from '../../raster';
import type { IsnetModel } from './model-files';
import { getIsnetSession, MODEL_SIDE } from './session';

/**
 * ISNet (DIS, Qin et al. 2022) was trained on RGB scaled to 0..1 and normalised with mean 0.5 and
 * std 1.0 per channel, i.e. x/255 - 0.5. (ImageNet statistics give visibly worse masks.)
 */
const INPUT_LOOKUP = Float32Array.from({ length: 256 }, (_, value) => value / 255 - 0.5);

/**
 * Where a `side` x `side` grid that sharp resized the photo to (the network's input, and so its
 * map) sits against the photo, in grid pixels, on both axes: when either side is enlarged,
 * libvips (sharp 0.35, vips 8.18) places the whole output half a pixel right of and below
 * pixel-centre alignment (an edge at photo x lands at x * scale, not x * scale - 0.5); a shrink
 * on both axes is centre-aligned. So on a photo under 1024 px the map's outline lies half a grid
 * pixel right/down, and it is read back with this offset (alpha-refinement.ts).
 */
export function modelGridOffset(photoWidth: number, photoHeight: number, side = MODEL_SIDE): number {
  return photoWidth < side || photoHeight < side ? 0.5 : 0;
}

/**
 * Resizes (aspect not kept, as in training) to 1024x1024 and lays the pixels out as NCHW floats.
 * A photo already 1024x1024 is read as it is: sharp's resize to the same size does not resample
 * (its output is the input's pixels, alpha dropped), so the call only cost a copy and a thread hop.
 */
export async function modelInputFromRaster(input: Raster): Promise<Float32Array> {
  if (input.width === MODEL_SIDE && input.height === MODEL_SIDE) return planesFromPixels(input.data, input.channels);
  const { data, info } = await sharp(Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength), { raw: { width: input.width, height: input.height, channels: input.channels } })
    .removeAlpha()
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return planesFromPixels(data, info.channels);
}

/**
 * The network's NCHW planes of 1024x1024 interleaved pixels, `channels` per pixel: grey (with
 * or without alpha) under 3, RGB from the first three otherwise (a fourth, alpha, is skipped).
 */
export function planesFromPixels(data: Uint8Array, channels: number): Float32Array {
  const plane = MODEL_SIDE * MODEL_SIDE;
  const planes = new Float32Array(plane * 3);
  const grey = channels < 3;
  for (let i = 0, o = 0; i < plane; i++, o += channels) {
    planes[i] = INPUT_LOOKUP[data[o]];
    planes[plane + i] = INPUT_LOOKUP[data[grey ? o : o + 1]];
    planes[2 * plane + i] = INPUT_LOOKUP[data[grey ? o : o + 2]];
  }
  return planes;
}

/**
 * The network alone: a prepared NCHW tensor in, the 1024x1024 foreground probabilities (0..1)
 * out. Loads the session on first use. Exposed so benchmarks can separate model time.
 */
export async function bareInference(planes: Float32Array, model: IsnetModel): Promise<Float32Array> {
  const session = await getIsnetSession(model);
  return session.run(planes);
}
