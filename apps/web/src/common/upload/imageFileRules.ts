import type { ErrorCode } from '@vitrina/contracts';

export type UploadPurpose = 'product' | 'shadow' | 'sticker' | 'mask' | 'reference';

const MB = 1024 * 1024;
/** Spec §5: 5 MB, 15 MB for shadow uploads; each side under 2048 px. */
export const MAX_UPLOAD_BYTES = (purpose: UploadPurpose): number => (purpose === 'shadow' ? 15 * MB : 5 * MB);
export const MAX_SIDE_EXCLUSIVE = 2048;

/** JPG, PNG or WEBP by their first bytes, whatever the name or the browser says. */
export function sniffImageType(head: Uint8Array): 'jpg' | 'png' | 'webp' | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The checks that need no decoding, in the server's order: count, type, size. */
export function checkFileBasics(files: readonly { size: number }[], head: Uint8Array | null, purpose: UploadPurpose): ErrorCode | null {
  if (files.length !== 1) return 'one_file_only';
  if (!head || !sniffImageType(head)) return 'file_type';
  if (files[0].size > MAX_UPLOAD_BYTES(purpose)) return purpose === 'shadow' ? 'file_too_large_shadow' : 'file_too_large';
  return null;
}

export function checkDimensions(width: number, height: number, purpose: UploadPurpose): ErrorCode | null {
  if (purpose === 'mask') return null;
  return width >= MAX_SIDE_EXCLUSIVE || height >= MAX_SIDE_EXCLUSIVE ? 'image_too_big' : null;
}
