import { composeOnBackground, decodeRaster, DEFAULT_COMPOSE_PLACEMENT, encodeRaster, type Raster } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';
import { ensureCutout } from '../shadow/cutout';

export interface ProductCanvasInput {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProductCanvasOutput {
  /** The product placed on a neutral grey canvas: what the diffusion model paints around (PNG). */
  canvas: Uint8Array;
  /** White where the engine paints (everything but the product), black over the product (PNG). */
  mask: Uint8Array;
  /** The cut-out, composited back over each result so the product's own pixels come back unchanged (PNG). */
  cutout: Uint8Array;
}

const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * Before a diffusion engine paints a product background: cut out (when the photo has no
 * transparency), place the product where the final image will have it, and mask it out.
 */
export default async function run(input: ProductCanvasInput, context: TaskContext): Promise<ProductCanvasOutput> {
  const raster = await decodeRaster(input.bytes, 4);
  const { cutout } = await ensureCutout(raster, context, 0.8);
  const size = { width: input.width, height: input.height };
  const [canvas, placed] = await Promise.all([
    composeOnBackground(cutout, { type: 'solid', color: '#808080' }, DEFAULT_COMPOSE_PLACEMENT, size),
    composeOnBackground(cutout, { type: 'transparent' }, DEFAULT_COMPOSE_PLACEMENT, size),
  ]);
  context.onProgress(0.95);
  const mask = paintMask(placed);
  const [canvasPng, maskPng, cutoutPng] = await Promise.all([encodeRaster(canvas, 'png'), encodeRaster(mask, 'png'), encodeRaster(cutout, 'png')]);
  context.onProgress(1);
  return { canvas: asBytes(canvasPng), mask: asBytes(maskPng), cutout: asBytes(cutoutPng) };
}

/** RGB mask from a placed RGBA product: 255 where alpha is below fully opaque, so edges are repainted too. */
export function paintMask(placed: Raster): Raster {
  const pixels = placed.width * placed.height;
  const data = new Uint8Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const alpha = placed.channels === 4 ? (placed.data[i * 4 + 3] ?? 0) : 255;
    const value = alpha >= 250 ? 0 : 255;
    data[i * 3] = value;
    data[i * 3 + 1] = value;
    data[i * 3 + 2] = value;
  }
  return { width: placed.width, height: placed.height, channels: 3, data };
}
