import type { InpaintParams } from '@vitrina/contracts';
import { decodeRaster, encodeRaster, inpaint } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface InpaintInput {
  image: Uint8Array;
  mask: Uint8Array;
  params: InpaintParams;
}

/** Runs in a pool worker: the masked area filled by multi-scale PatchMatch; outside the feather, pixels are unchanged. */
export default async function run(input: InpaintInput, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const image = await decodeRaster(input.image, 3);
  const mask = await decodeRaster(input.mask, 3);
  const filled = await inpaint(image, mask, { featherPx: input.params.featherPx, seed: input.params.seed }, { signal: context.signal, onProgress: (f) => context.onProgress(f * 0.95) });
  const encoded = await encodeRaster(filled, input.params.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
