import type { OutpaintParams } from '@vitrina/contracts';
import { decodeRaster, encodeRaster, outpaint, type OutpaintTarget } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export function outpaintTarget(params: OutpaintParams): OutpaintTarget {
  if (params.width !== undefined && params.height !== undefined) return { width: params.width, height: params.height };
  return { ratio: params.ratio ?? '16:9' };
}

/** Runs in a pool worker: the photo placed on the new canvas, the new area painted from its own content. */
export default async function run(input: { image: Uint8Array; params: OutpaintParams }, context: TaskContext): Promise<{ bytes: Uint8Array }> {
  const image = await decodeRaster(input.image, 3);
  const result = await outpaint(image, outpaintTarget(input.params), { offset: input.params.offset, seed: input.params.seed }, { signal: context.signal, onProgress: (f) => context.onProgress(f * 0.95) });
  const encoded = await encodeRaster(result, input.params.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
