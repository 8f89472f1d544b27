import { MAX_SIDE_EXCLUSIVE } from './imageFileRules';

/** The longest side a photo is reduced to before upload: the largest one the spec (§5) accepts. */
export const DOWNSCALE_TARGET_SIDE = MAX_SIDE_EXCLUSIVE - 1;

/**
 * The size a too-large photo is reduced to, keeping its aspect ratio, or null when it already
 * fits. Width and height are those of the upright picture (after its EXIF orientation).
 */
export function downscaledSize(width: number, height: number): { width: number; height: number } | null {
  if (width < MAX_SIDE_EXCLUSIVE && height < MAX_SIDE_EXCLUSIVE) return null;
  const scale = DOWNSCALE_TARGET_SIDE / Math.max(width, height);
  return { width: Math.max(1, Math.min(DOWNSCALE_TARGET_SIDE, Math.round(width * scale))), height: Math.max(1, Math.min(DOWNSCALE_TARGET_SIDE, Math.round(height * scale))) };
}

/** Encoder of the reduced photo: JPEG stays JPEG, PNG stays PNG (it may be transparent), WEBP stays WEBP. */
export function downscaleMimeType(type: 'jpg' | 'png' | 'webp'): string {
  return type === 'jpg' ? 'image/jpeg' : `image/${type}`;
}
