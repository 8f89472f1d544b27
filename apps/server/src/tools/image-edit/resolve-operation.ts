import { OUTPUT_LIMITS, type ImageEditOperation } from '@vitrina/contracts';
import { assertCropInBounds, findMarketplaceSize, resolveResizeTarget, type ResizeTarget } from '@vitrina/imaging';
import { exceedsSide, outputTooLarge } from '../output-bounds';
import { ToolError, type OutputSize } from '../tool';

type ResizeOperation = Extract<ImageEditOperation, { type: 'resize' }>;

/**
 * The exact pixels a resize asks for. One side alone keeps the aspect ratio (the editor's lock);
 * both sides are exact and `fit` decides how the picture fills them.
 */
export function resolveResizeOperation(image: { width: number; height: number }, op: ResizeOperation): ResizeTarget {
  let target: ResizeTarget;
  if (op.sizeId !== undefined) {
    const size = findMarketplaceSize(op.sizeId);
    if (!size) throw new ToolError('not_found');
    target = { width: size.width, height: size.height };
  } else if (op.percent !== undefined) {
    target = { percent: op.percent };
  } else if (op.width !== undefined && op.height !== undefined) {
    target = { width: op.width, height: op.height };
  } else if (op.width !== undefined) {
    target = { width: op.width, height: Math.max(1, Math.round((op.width * image.height) / image.width)) };
  } else if (op.height !== undefined) {
    target = { width: Math.max(1, Math.round((op.height * image.width) / image.height)), height: op.height };
  } else {
    throw new ToolError('validation_failed');
  }
  if (exceedsSide(targetSize(image, target), OUTPUT_LIMITS.maxSide)) throw outputTooLarge(OUTPUT_LIMITS.maxSide);
  try {
    resolveResizeTarget(image, target);
  } catch {
    throw new ToolError('image_too_big');
  }
  return target;
}

/** The size a resize asks for (422 output_too_large past the bound; invalid operations throw their ToolError). */
export function resizeOutputSize(image: { width: number; height: number }, op: ResizeOperation): OutputSize {
  return targetSize(image, resolveResizeOperation(image, op));
}

/** The pixels a resize target comes to (percent applied to the image). */
export function targetSize(image: { width: number; height: number }, target: ResizeTarget): OutputSize {
  if ('percent' in target) return { width: Math.max(1, Math.round((image.width * target.percent) / 100)), height: Math.max(1, Math.round((image.height * target.percent) / 100)) };
  return { width: target.width, height: target.height };
}

/** Refuses a crop rectangle outside the image before any work is queued. */
export function checkCrop(image: { width: number; height: number }, op: Extract<ImageEditOperation, { type: 'crop' }>): void {
  try {
    assertCropInBounds(image, op);
  } catch {
    throw new ToolError('validation_failed');
  }
}
