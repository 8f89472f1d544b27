import { AppError } from '../http/app-error';
import type { OutputSize } from './tool';

/** True when either side of `size` is longer than `maxSide`. */
export const exceedsSide = (size: OutputSize, maxSide: number): boolean => size.width > maxSide || size.height > maxSide;

/**
 * 422 output_too_large, with the bound in `data` so a client can offer the largest size allowed.
 * An AppError, so it reads the same whether the request or the running job meets it.
 */
export const outputTooLarge = (maxSide: number): AppError => new AppError('output_too_large', 422, undefined, { maxWidth: maxSide, maxHeight: maxSide });
