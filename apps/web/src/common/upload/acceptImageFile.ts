/**
 * The browser's side of an upload (spec §5): checks the picked files with the spec's messages,
 * and downscales a photo too large for the rules (a phone's 4032 px) instead of refusing it,
 * saying so. Returns the file to send, or null after telling the user why not.
 */
import type { ErrorCode } from '@vitrina/contracts';
import i18next from 'i18next';
import { showToast } from '../notifications/toast';
import { errorText } from '../../i18n/errorText';
import { encodeAttempts, fitWithin, needsRedraw, renamed, type Size } from './fitImage';
import { checkDimensions, checkFileBasics, MAX_UPLOAD_BYTES, sniffImageType, type UploadPurpose } from './imageFileRules';

type Prepared = { file: File; resizedFrom: Size | null; size: Size } | { problem: ErrorCode };

export async function prepareImageFile(files: readonly File[], purpose: UploadPurpose): Promise<Prepared> {
  const head = files[0] ? new Uint8Array(await files[0].slice(0, 16).arrayBuffer()) : null;
  // Count and type first; the byte limit is checked after a possible re-encode.
  const basic = checkFileBasics(files.map(() => ({ size: 0 })), head, purpose);
  if (basic) return { problem: basic };
  const file = files[0];
  const source = sniffImageType(head as Uint8Array) as 'jpg' | 'png' | 'webp';
  let bitmap: ImageBitmap;
  try {
    // The EXIF orientation is applied, so a portrait phone photo stays portrait.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { problem: 'image_corrupt' };
  }
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    const maxBytes = MAX_UPLOAD_BYTES(purpose);
    if (!needsRedraw(size, file.size, maxBytes, purpose)) {
      const problem = checkFileBasics([file], head, purpose) ?? checkDimensions(size.width, size.height, purpose);
      return problem ? { problem } : { file, resizedFrom: null, size };
    }
    const target = fitWithin(size);
    const canvas = new OffscreenCanvas(target.width, target.height);
    const context = canvas.getContext('2d');
    if (!context) return { problem: 'image_corrupt' };
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    for (const attempt of encodeAttempts(source)) {
      const blob = await canvas.convertToBlob(attempt);
      if (blob.size <= maxBytes) {
        const redrawn = new File([blob], renamed(file.name, attempt.type), { type: attempt.type });
        return { file: redrawn, resizedFrom: target.width === size.width && target.height === size.height ? null : size, size: target };
      }
    }
    return { problem: purpose === 'shadow' ? 'file_too_large_shadow' : 'file_too_large' };
  } finally {
    bitmap.close();
  }
}

/** prepareImageFile with its outcome told to the user: the error, or the downscale notice. */
export async function acceptImageFile(files: readonly File[], purpose: UploadPurpose): Promise<File | null> {
  const prepared = await prepareImageFile(files, purpose);
  if ('problem' in prepared) {
    showToast({ message: errorText(prepared.problem), tone: 'error' });
    return null;
  }
  if (prepared.resizedFrom) {
    showToast({
      message: i18next.t('common:upload.resized', {
        fromWidth: prepared.resizedFrom.width,
        fromHeight: prepared.resizedFrom.height,
        width: prepared.size.width,
        height: prepared.size.height,
      }),
      tone: 'info',
    });
  }
  return prepared.file;
}
