/**
 * Pure rules of the browser-side downscale: phone photos (4032 px and more) are made to fit the
 * spec's "each side under 2048 px" before upload, instead of being refused. The server keeps the
 * limit; this only spares the seller a resize by hand.
 */
import { MAX_SIDE_EXCLUSIVE, type UploadPurpose } from './imageFileRules';

export interface Size {
  width: number;
  height: number;
}

/** Largest side allowed after the downscale. */
export const FIT_SIDE = MAX_SIDE_EXCLUSIVE - 1;

/** `size` scaled down (aspect kept, rounded, at least 1 px) so that both sides are <= `maxSide`. */
export function fitWithin(size: Size, maxSide = FIT_SIDE): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  if (scale === 1) return { ...size };
  return { width: Math.max(1, Math.min(maxSide, Math.round(size.width * scale))), height: Math.max(1, Math.min(maxSide, Math.round(size.height * scale))) };
}

/** Whether a decoded photo must be redrawn before upload: too many pixels a side, or too many bytes. */
export function needsRedraw(size: Size, bytes: number, maxBytes: number, purpose: UploadPurpose): boolean {
  if (purpose === 'mask') return false;
  return size.width >= MAX_SIDE_EXCLUSIVE || size.height >= MAX_SIDE_EXCLUSIVE || bytes > maxBytes;
}

export interface EncodeAttempt {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  quality?: number;
}

/**
 * Encodings to try in order until one fits the byte limit. A PNG may carry transparency (a
 * cut-out), so it stays lossless first and then WebP, which keeps alpha; photos go to JPEG.
 */
export function encodeAttempts(source: 'jpg' | 'png' | 'webp'): EncodeAttempt[] {
  if (source === 'png') return [{ type: 'image/png' }, { type: 'image/webp', quality: 0.92 }, { type: 'image/webp', quality: 0.8 }];
  if (source === 'webp') return [{ type: 'image/webp', quality: 0.92 }, { type: 'image/webp', quality: 0.8 }];
  return [{ type: 'image/jpeg', quality: 0.92 }, { type: 'image/jpeg', quality: 0.82 }, { type: 'image/jpeg', quality: 0.7 }];
}

/** The uploaded file's name after re-encoding: same stem, the new type's extension. */
export function renamed(name: string, type: EncodeAttempt['type']): string {
  const stem = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${stem}.${type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp'}`;
}
