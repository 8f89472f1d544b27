import type { ImageEditOperation } from '@vitrina/contracts';
import { cropImage, decodeRaster, editImage, encodeRaster, resizeImage, type Raster, type ResizeTarget } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

export interface ImageEditTaskInput {
  bytes: Uint8Array;
  hasAlpha: boolean;
  operation: ImageEditOperation;
  /** Resolved on the main thread for resize operations. */
  resizeTarget: ResizeTarget | null;
  format: 'png' | 'jpg' | 'webp';
}

async function apply(raster: Raster, input: ImageEditTaskInput, context: TaskContext): Promise<Raster> {
  const { operation } = input;
  switch (operation.type) {
    case 'adjust': {
      const { type: _type, ...ops } = operation;
      return editImage(raster, ops, { signal: context.signal, onProgress: (fraction) => context.onProgress(fraction * 0.9) });
    }
    case 'resize':
      if (!input.resizeTarget) throw new RangeError('resize needs a target');
      return resizeImage(raster, input.resizeTarget, { fit: operation.fit, background: operation.background, position: operation.position });
    case 'crop':
      return cropImage(raster, operation);
  }
}

/** Runs in a pool worker: one editor operation, rendered exactly, encoded as a new image. */
export default async function run(input: ImageEditTaskInput, context: TaskContext): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const raster = await decodeRaster(input.bytes, input.hasAlpha ? 4 : 3);
  const result = await apply(raster, input, context);
  const encoded = await encodeRaster(result, input.format);
  context.onProgress(1);
  return { bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength), width: result.width, height: result.height };
}
