import type { ImageDto } from '@vitrina/contracts';
import { api } from '../api';
import type { UploadPurpose } from './imageFileRules';

/** POST /api/images (multipart, field `file`). */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<ImageDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post<{ data: ImageDto }>('/images', form, { query: { purpose } })).data;
}
