import { composeOnBackground, decodeRaster, DEFAULT_COMPOSE_PLACEMENT, encodeRaster } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface ProductCompositeInput {
  /** The background the engine painted (any encoding). */
  background: Uint8Array;
  /** The product's cut-out (PNG with alpha), from product-canvas. */
  cutout: Uint8Array;
  width: number;
  height: number;
}

/**
 * Product fidelity: the engine's pixels are used only around the product. The cut-out goes back
 * over the painted background at the same place, with a contact shadow under its base, so every
 * opaque product pixel is the user's own.
 */
export default async function run(input: ProductCompositeInput, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const [background, cutout] = await Promise.all([decodeRaster(input.background, 3), decodeRaster(input.cutout, 4)]);
  context.signal.throwIfAborted();
  const composed = await composeOnBackground(
    cutout,
    { type: 'image', image: background },
    DEFAULT_COMPOSE_PLACEMENT,
    // A short, soft shadow: contact and ambient occlusion where the product meets the painted floor.
    { width: input.width, height: input.height, shadow: { angle: 'front', controls: { opacity: 0.55, softness: 0.45, offset: 0.15 } } },
    { signal: context.signal, onProgress: context.onProgress },
  );
  const encoded = await encodeRaster(composed, 'jpg', { quality: 92 });
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
