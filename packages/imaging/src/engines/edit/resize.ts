/** The image editor's "resize" page: exact output sizes by pixels or percent, fit by pad, crop or stretch. */
import { MAX_INPUT_PIXELS, type Raster } from '../../raster';
import { parseBackgroundColour } from '../shadow/colour';
import { rasterToSharp, sharpToRaster } from '../shadow/sharp-io';
import { MAX_FORMAT_SIDE } from '../shadow/types';

/** Exact pixels, or a percentage (1..1000) of the input keeping its aspect ratio. */
export type ResizeTarget = { width: number; height: number } | { percent: number };

/**
 * - pad: scale to fit inside and fill the rest with `background` (keeps everything, no distortion);
 * - crop: scale to cover and cut the overflow around `position` (fills the frame, loses edges);
 * - stretch: scale each axis independently (distorts when the aspect differs).
 */
export type ResizeFit = 'pad' | 'crop' | 'stretch';

export const RESIZE_FITS: readonly ResizeFit[] = ['pad', 'crop', 'stretch'];

export type CropPosition = 'centre' | 'top' | 'bottom' | 'left' | 'right';

export interface ResizeOptions {
  /** Default 'pad'. */
  fit?: ResizeFit;
  /** Padding colour, '#rrggbb' or 'transparent' (default '#ffffff'). 'transparent' gives RGBA. */
  background?: string;
  /** What 'crop' keeps (default 'centre'). */
  position?: CropPosition;
}

/** The exact output size a target resolves to for an input (throws RangeError when out of bounds). */
export function resolveResizeTarget(input: { width: number; height: number }, target: ResizeTarget): { width: number; height: number } {
  let size: { width: number; height: number };
  if ('percent' in target) {
    if (!Number.isFinite(target.percent) || target.percent < 1 || target.percent > 1000) throw new RangeError(`percent must be 1..1000, got ${target.percent}`);
    size = { width: Math.max(1, Math.round((input.width * target.percent) / 100)), height: Math.max(1, Math.round((input.height * target.percent) / 100)) };
  } else {
    size = { width: target.width, height: target.height };
  }
  for (const [name, value] of [['width', size.width], ['height', size.height]] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_FORMAT_SIDE) throw new RangeError(`${name} must be an integer 1..${MAX_FORMAT_SIDE}, got ${value}`);
  }
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new RangeError(`The output would exceed ${MAX_INPUT_PIXELS} pixels`);
  return size;
}

/** Resamples with Lanczos-3 (alpha premultiplied by libvips); the output is exactly the target size. */
export async function resizeImage(input: Raster, target: ResizeTarget, options: ResizeOptions = {}): Promise<Raster> {
  const { width, height } = resolveResizeTarget(input, target);
  const fit = options.fit ?? 'pad';
  if (!RESIZE_FITS.includes(fit)) throw new RangeError(`fit must be pad, crop or stretch, got ${String(fit)}`);
  const background = parseBackgroundColour(options.background ?? '#ffffff');
  const hasAlpha = input.channels === 2 || input.channels === 4;
  let pipeline = rasterToSharp(input);
  if (fit === 'pad' && !background && !hasAlpha) pipeline = pipeline.ensureAlpha();
  switch (fit) {
    case 'pad':
      pipeline = pipeline.resize(width, height, {
        fit: 'contain',
        kernel: 'lanczos3',
        background: background ? { r: background[0], g: background[1], b: background[2], alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 },
      });
      break;
    case 'crop':
      pipeline = pipeline.resize(width, height, { fit: 'cover', position: sharpPosition(options.position ?? 'centre'), kernel: 'lanczos3' });
      break;
    case 'stretch':
      pipeline = pipeline.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
      break;
  }
  return sharpToRaster(pipeline);
}

function sharpPosition(position: CropPosition): string {
  if (!['centre', 'top', 'bottom', 'left', 'right'].includes(position)) throw new RangeError(`position must be centre, top, bottom, left or right, got ${String(position)}`);
  return position;
}
