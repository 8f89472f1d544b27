import { useInfiniteQuery } from '@tanstack/react-query';
import type { InspirationCategory, InspirationTool } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';

export const INSPIRATION_PAGE_SIZE = 24;

export interface InspirationFilters {
  category: InspirationCategory | null;
  tool: InspirationTool | null;
}

const list = (filters: InspirationFilters, offset: number) =>
  unwrap(
    api.GET('/inspirations', {
      params: { query: { limit: INSPIRATION_PAGE_SIZE, offset, ...(filters.category ? { category: filters.category } : {}), ...(filters.tool ? { tool: filters.tool } : {}) } },
    }),
  );

/** The wall, a page at a time: only what is on screen is asked for, however many looks there are. */
export function useInspirations(filters: InspirationFilters) {
  const query = useInfiniteQuery({
    queryKey: ['inspirations', filters.category, filters.tool],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => list(filters, pageParam),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? loaded : undefined;
    },
  });
  return { ...query, looks: query.data?.pages.flatMap((page) => page.data) ?? [], total: query.data?.pages[0]?.total ?? 0 };
}
