import i18next from 'i18next';
import { showToast } from '../notifications/toast';
import { errorText } from '../../i18n/errorText';
import { downscaledSize, downscaleMimeType } from './downscaleRules';
import { MAX_UPLOAD_BYTES, sniffImageType, type UploadPurpose } from './imageFileRules';
import { validateImageFiles } from './validateImageFile';

/**
 * The file to upload for the picked `files`, or null after telling the user why not. A photo of
 * 2048 px or more a side (a phone's 4032 px) is first drawn upright (EXIF orientation applied)
 * at 2047 px on its long side and re-encoded in its own format, and the user is told; the
 * server keeps refusing what is still too big. Masks are sent as they are.
 */
export async function prepareUpload(files: readonly File[], purpose: UploadPurpose): Promise<File | null> {
  let chosen = files;
  if (files.length === 1 && purpose !== 'mask') {
    const reduced = await downscaleIfTooBig(files[0], purpose);
    if (reduced) {
      chosen = [reduced.file];
      showToast({ message: i18next.t('toolkit:upload.downscaled', reduced.sizes), tone: 'info' });
    }
  }
  const problem = await validateImageFiles(chosen, purpose);
  if (problem) {
    showToast({ message: errorText(problem), tone: 'error' });
    return null;
  }
  return chosen[0];
}

interface Reduced {
  file: File;
  sizes: { fromWidth: number; fromHeight: number; width: number; height: number };
}

async function downscaleIfTooBig(file: File, purpose: UploadPurpose): Promise<Reduced | null> {
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const size = downscaledSize(bitmap.width, bitmap.height);
    if (!size) return null;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const mime = downscaleMimeType(type);
    // JPEG/WEBP quality is lowered step by step only if the file would still be over the limit.
    for (const quality of [0.92, 0.85, 0.75]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, quality));
      if (!blob) return null;
      if (blob.size <= MAX_UPLOAD_BYTES(purpose) || mime === 'image/png') {
        const name = file.name.replace(/\.[^.]*$/, '') + (type === 'jpg' ? '.jpg' : `.${type}`);
        return {
          file: new File([blob], name, { type: mime }),
          sizes: { fromWidth: bitmap.width, fromHeight: bitmap.height, width: size.width, height: size.height },
        };
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}
