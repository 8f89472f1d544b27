import type { ImageDto } from '@vitrina/contracts';
import { api, unwrap } from '../api';
import type { UploadPurpose } from './imageFileRules';

/** POST /api/images (multipart, field `file`). */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<ImageDto> {
  const answer = await unwrap(
    api.POST('/images', {
      params: { query: { purpose } },
      body: { file },
      bodySerializer: ({ file: blob }) => {
        const form = new FormData();
        form.append('file', blob, file.name);
        return form;
      },
    }),
  );
  return answer.data;
}
