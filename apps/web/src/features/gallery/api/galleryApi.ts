import type { InspirationCategory } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';

export const GALLERY_PAGE_SIZE = 24;
export interface GalleryFilter {
  tool?: string;
  favorite?: boolean;
}

/** Spec §7 generated-images calls. */
export const galleryApi = {
  list: (filter: GalleryFilter, offset: number) =>
    unwrap(
      api.GET('/generated-images', {
        params: { query: { tool: filter.tool, favorite: filter.favorite ? 'true' : undefined, limit: GALLERY_PAGE_SIZE, offset } },
      }),
    ),
  setFavorite: (id: string, favorite: boolean) => unwrap(api.PATCH('/generated-images/{id}', { params: { path: { id } }, body: { favorite } })),
  remove: (ids: string[]) =>
    ids.length === 1 && ids[0]
      ? unwrap(api.DELETE('/generated-images/{id}', { params: { path: { id: ids[0] } } }))
      : unwrap(api.DELETE('/generated-images', { body: { ids } })),
  /** Issue 21: share one of my images to the inspiration wall (again: the same look), or take it off. */
  publish: (generatedImageId: string, category: InspirationCategory) => unwrap(api.POST('/inspirations', { body: { generatedImageId, category } })),
  unpublish: (inspirationId: string) => unwrap(api.DELETE('/inspirations/{id}', { params: { path: { id: inspirationId } } })),
  downloadZip: (ids: string[]) => unwrap(api.POST('/generated-images/download', { body: { ids }, parseAs: 'blob' })),
};

export const galleryQueryKey = (filter: GalleryFilter) => ['generated-images', filter.tool ?? '', Boolean(filter.favorite)] as const;
