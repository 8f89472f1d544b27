import type { GeneratedImage } from '@vitrina/contracts';
import { api } from '../../../common/api';

export const GALLERY_PAGE_SIZE = 24;
export interface GalleryFilter {
  tool?: string;
  favorite?: boolean;
}

/** Spec §7 generated-images calls. */
export const galleryApi = {
  list: (filter: GalleryFilter, offset: number) =>
    api.get<{ data: GeneratedImage[]; total: number }>('/generated-images', {
      query: { tool: filter.tool, favorite: filter.favorite ? 'true' : undefined, limit: GALLERY_PAGE_SIZE, offset },
    }),
  setFavorite: (id: string, favorite: boolean) => api.patch<{ data: GeneratedImage }>(`/generated-images/${id}`, { favorite }),
  remove: (ids: string[]) => (ids.length === 1 ? api.delete<unknown>(`/generated-images/${ids[0]}`) : api.delete<unknown>('/generated-images', { ids })),
  downloadZip: (ids: string[]) => api.post<Blob>('/generated-images/download', { ids }, { responseType: 'blob' }),
};

export const galleryQueryKey = (filter: GalleryFilter) => ['generated-images', filter.tool ?? '', Boolean(filter.favorite)] as const;
