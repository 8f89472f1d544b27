import type { ErrorCode } from '@vitrina/contracts';
import { checkDimensions, checkFileBasics, type UploadPurpose } from './imageFileRules';

/** Runs the spec's upload rules on picked files before anything is sent; null when they pass. */
export async function validateImageFiles(files: readonly File[], purpose: UploadPurpose): Promise<ErrorCode | null> {
  const head = files[0] ? new Uint8Array(await files[0].slice(0, 16).arrayBuffer()) : null;
  const basic = checkFileBasics(files, head, purpose);
  if (basic) return basic;
  try {
    const bitmap = await createImageBitmap(files[0]);
    const problem = checkDimensions(bitmap.width, bitmap.height, purpose);
    bitmap.close();
    return problem;
  } catch {
    return 'image_corrupt';
  }
}
