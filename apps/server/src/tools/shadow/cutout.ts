import { removeBackground, type Raster } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';

/** True when some pixel is clearly see-through: the upload already is a cut-out. */
export function hasTransparency(raster: Raster): boolean {
  if (raster.channels !== 4) return false;
  for (let i = 3; i < raster.data.length; i += 4) if ((raster.data[i] ?? 255) < 250) return true;
  return false;
}

/**
 * Shadow and create-background start from a cut-out. A photo without transparency gets its
 * background removed first (ISNet), inside the same task; progress 0..share goes to this step.
 */
export async function ensureCutout(raster: Raster, context: TaskContext, share: number): Promise<{ cutout: Raster; removedBackground: boolean }> {
  if (hasTransparency(raster)) return { cutout: raster, removedBackground: false };
  const rgb: Raster = raster.channels === 4 ? dropAlpha(raster) : raster;
  const cutout = await removeBackground(rgb, { model: 'quality', output: 'cutout' }, { signal: context.signal, onProgress: (fraction) => context.onProgress(fraction * share) });
  return { cutout, removedBackground: true };
}

function dropAlpha(raster: Raster): Raster {
  const pixels = raster.width * raster.height;
  const data = new Uint8Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    data[i * 3] = raster.data[i * 4] ?? 0;
    data[i * 3 + 1] = raster.data[i * 4 + 1] ?? 0;
    data[i * 3 + 2] = raster.data[i * 4 + 2] ?? 0;
  }
  return { width: raster.width, height: raster.height, channels: 3, data };
}
