import { MAX_INPUT_PIXELS } from '../../raster';

export type OutpaintRatio = '1:1' | '3:4' | '4:3' | '9:16' | '16:9' | { w: number; h: number };

/** Either an exact canvas size, or an aspect ratio (the smallest such canvas holding the image). */
export type OutpaintTarget = { width: number; height: number } | { ratio: OutpaintRatio };

export interface Placement {
  width: number;
  height: number;
  /** Top-left corner of the original image inside the canvas. */
  x: number;
  y: number;
}

const NAMED_RATIOS: Record<Exclude<OutpaintRatio, object>, [number, number]> = {
  '1:1': [1, 1],
  '3:4': [3, 4],
  '4:3': [4, 3],
  '9:16': [9, 16],
  '16:9': [16, 9],
};

/** Canvas size for a target; throws RangeError when the target cannot hold the image. */
export function canvasSize(imageWidth: number, imageHeight: number, target: OutpaintTarget): { width: number; height: number } {
  let width: number;
  let height: number;
  if ('ratio' in target) {
    const [w, h] = typeof target.ratio === 'string' ? NAMED_RATIOS[target.ratio] : [target.ratio.w, target.ratio.h];
    if (!(w > 0 && h > 0 && Number.isFinite(w / h))) throw new RangeError('The aspect ratio must be two positive numbers.');
    const ratio = w / h;
    if (imageWidth / imageHeight <= ratio) {
      height = imageHeight;
      width = Math.max(imageWidth, Math.round(imageHeight * ratio));
    } else {
      width = imageWidth;
      height = Math.max(imageHeight, Math.round(imageWidth / ratio));
    }
  } else {
    width = target.width;
    height = target.height;
    if (!Number.isInteger(width) || !Number.isInteger(height)) throw new RangeError('The canvas size must be whole pixels.');
    if (width < imageWidth || height < imageHeight) throw new RangeError('The canvas must be at least as large as the image.');
  }
  if (width * height > MAX_INPUT_PIXELS) throw new RangeError('The canvas is larger than the largest image we handle.');
  return { width, height };
}

/** Where the image sits: at `offset` when given (checked to fit), centred otherwise. */
export function placeImage(
  imageWidth: number,
  imageHeight: number,
  canvas: { width: number; height: number },
  offset?: { x: number; y: number },
): Placement {
  const x = offset ? offset.x : Math.floor((canvas.width - imageWidth) / 2);
  const y = offset ? offset.y : Math.floor((canvas.height - imageHeight) / 2);
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x + imageWidth > canvas.width || y + imageHeight > canvas.height) {
    throw new RangeError('The offset must keep the whole image inside the canvas.');
  }
  return { width: canvas.width, height: canvas.height, x, y };
}
