import type { ImageDto } from '@vitrina/contracts';
import { api, unwrap } from '../api';
import type { UploadPurpose } from './imageFileRules';

/** POST /api/images (multipart, field `file`). */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<ImageDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  // The one cast left: the server's document has no multipart body for this route (its handler
  // reads the stream itself), so the typed client knows no body here; the answer stays typed.
  const answer = await unwrap(api.POST('/images', { params: { query: { purpose } }, body: form as never }));
  return answer.data;
}
