import { useInfiniteQuery } from '@tanstack/react-query';
import { galleryApi, galleryQueryKey, GALLERY_PAGE_SIZE, type GalleryFilter } from './galleryApi';

export function useGallery(filter: GalleryFilter) {
  const query = useInfiniteQuery({
    queryKey: galleryQueryKey(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => galleryApi.list(filter, pageParam),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length === GALLERY_PAGE_SIZE ? loaded : undefined;
    },
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.data) ?? [] };
}
