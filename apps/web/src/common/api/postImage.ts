import type { ImageDto, UploadPurpose } from '@vitrina/contracts';
import { unwrap, type ApiClient } from './apiClient';

/**
 * POST /images through `client`: the typed body `{ file }` sent as multipart/form-data (the
 * browser sets the boundary), the file under its own name.
 */
export async function postImage(client: ApiClient, file: File, purpose: UploadPurpose): Promise<ImageDto> {
  const answer = await unwrap(
    client.POST('/images', {
      params: { query: { purpose } },
      body: { file },
      bodySerializer: ({ file: part }) => {
        const form = new FormData();
        form.append('file', part, file.name);
        return form;
      },
    }),
  );
  return answer.data;
}
