import { fileQuerySchema } from '@vitrina/contracts';
import { api } from './api';
import { unwrap } from './apiClient';

const FILE_ADDRESS = /^\/api\/files\/([^/?#]+)$/;

/**
 * A file the server addressed by URL (`/api/files/<id>?w=…&share=…`, as ImageDto.url and job
 * outputs give it), read through the typed client so the bearer token (and its refresh) is sent:
 * an <img> or a plain link could not send it.
 */
export function fileBlob(address: string, signal?: AbortSignal): Promise<Blob> {
  const url = new URL(address, 'http://relative.invalid');
  const id = FILE_ADDRESS.exec(url.pathname)?.[1];
  if (!id) return Promise.reject(new Error(`not a file address: ${address}`));
  const query = fileQuerySchema.parse(Object.fromEntries(url.searchParams));
  return unwrap(api.GET('/files/{id}', { params: { path: { id: decodeURIComponent(id) }, query }, parseAs: 'blob', signal }));
}
