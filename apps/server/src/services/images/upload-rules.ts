import { UPLOAD_LIMITS, type UploadPurpose } from '@vitrina/contracts';
import { MAX_INPUT_PIXELS } from '@vitrina/imaging';

/**
 * What each upload purpose accepts (spec §5: JPG/PNG/WEBP, 5 Mb or 15 Mb for shadow, under
 * 2048 px). Masks are resized to their image by the tools, so any size up to the pixel limit is
 * accepted. Stickers follow the product rules; a transparent PNG or WEBP is what looks right
 * on a card, but an opaque sticker is not refused.
 */
export interface UploadRule {
  maxBytes: number;
  tooLargeCode: 'file_too_large' | 'file_too_large_shadow';
  /** Each side must be below this; null = only the total pixel limit applies. */
  maxDimensionExclusive: number | null;
}

const standard: UploadRule = {
  maxBytes: UPLOAD_LIMITS.maxBytes,
  tooLargeCode: 'file_too_large',
  maxDimensionExclusive: UPLOAD_LIMITS.maxDimensionExclusive,
};

export function uploadRule(purpose: UploadPurpose): UploadRule {
  switch (purpose) {
    case 'shadow':
      return { ...standard, maxBytes: UPLOAD_LIMITS.maxBytesShadow, tooLargeCode: 'file_too_large_shadow' };
    case 'mask':
      return { ...standard, maxDimensionExclusive: null };
    case 'product':
    case 'sticker':
    case 'reference':
      return standard;
  }
}

/** Largest decode we agree to, for any purpose: stops decompression bombs (header check). */
export const MAX_UPLOAD_PIXELS = MAX_INPUT_PIXELS;

/** Upper bound for one normalisation; a file that takes longer is refused as too big. */
export const NORMALISE_TIMEOUT_SECONDS = 20;

/** HTTP statuses for upload refusals (documented in the services README). */
export const UPLOAD_STATUS = {
  one_file_only: 400,
  file_type: 415,
  file_too_large: 413,
  file_too_large_shadow: 413,
  image_too_big: 422,
  image_corrupt: 422,
} as const;
export type UploadRefusal = keyof typeof UPLOAD_STATUS;

export function fitsDimensions(rule: UploadRule, width: number, height: number): boolean {
  if (width * height > MAX_UPLOAD_PIXELS) return false;
  if (rule.maxDimensionExclusive === null) return true;
  return width < rule.maxDimensionExclusive && height < rule.maxDimensionExclusive;
}
