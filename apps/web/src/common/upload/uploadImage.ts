import type { ImageDto } from '@vitrina/contracts';
import { api } from '../api';
import { postImage } from '../api/postImage';
import type { UploadPurpose } from './imageFileRules';

/** POST /api/images (multipart, field `file`). */
export function uploadImage(file: File, purpose: UploadPurpose): Promise<ImageDto> {
  return postImage(api, file, purpose);
}
