import type { RemoveBackgroundParams } from '@vitrina/contracts';
import { decodeRaster, encodeRaster, removeBackground } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface RemoveBackgroundInput {
  bytes: Uint8Array;
  params: RemoveBackgroundParams;
}

export interface RemoveBackgroundOutput {
  bytes: Uint8Array;
}

/** Runs in a pool worker; the ISNet session is created once per worker, on first use. */
export default async function run(input: RemoveBackgroundInput, context: TaskContext): Promise<RemoveBackgroundOutput> {
  const { params } = input;
  const raster = await decodeRaster(input.bytes, 3);
  const result = await removeBackground(
    raster,
    {
      model: params.model,
      output: params.output,
      background: params.background,
      crop: params.crop === false ? undefined : { marginPercent: params.crop.marginPercent },
    },
    { signal: context.signal, onProgress: (fraction) => context.onProgress(fraction * 0.95) },
  );
  const encoded = await encodeRaster(result, params.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
}
