import type { BackgroundSpecParams, CreateBackgroundParams } from '@vitrina/contracts';
import { composeOnBackground, decodeRaster, encodeRaster, type BackgroundSpec } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';
import { ensureCutout } from '../shadow/cutout';

export interface CreateBackgroundTaskInput {
  bytes: Uint8Array;
  /** The uploaded backdrop when `params.background.type` is `image`. */
  backgroundBytes: Uint8Array | null;
  width: number;
  height: number;
  params: CreateBackgroundParams;
}

async function toEngineBackground(spec: BackgroundSpecParams, backgroundBytes: Uint8Array | null): Promise<BackgroundSpec> {
  if (spec.type !== 'image') return spec;
  if (!backgroundBytes) throw new RangeError('The background image is missing');
  return { type: 'image', image: await decodeRaster(backgroundBytes) };
}

/** Runs in a pool worker: cut out when needed, then the product on the new background at the exact size. */
export default async function run(input: CreateBackgroundTaskInput, context: TaskContext): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const { params } = input;
  const raster = await decodeRaster(input.bytes, 4);
  const { cutout, removedBackground } = await ensureCutout(raster, context, 0.5);
  const start = removedBackground ? 0.5 : 0;
  const background = await toEngineBackground(params.background, input.backgroundBytes);
  const result = await composeOnBackground(
    cutout,
    background,
    params.position,
    { width: input.width, height: input.height, shadow: params.shadow },
    { signal: context.signal, onProgress: (fraction) => context.onProgress(start + fraction * (0.95 - start)) },
  );
  const encoded = await encodeRaster(result, params.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), width: result.width, height: result.height };
}
