import { useInfiniteQuery } from '@tanstack/react-query';
import { productsApi, productsQueryKey, PRODUCTS_PAGE_SIZE, type ProductScope } from './productsApi';

/** A scope's products, page by page (infinite scroll). */
export function useProducts(scope: ProductScope) {
  const query = useInfiniteQuery({
    queryKey: productsQueryKey(scope),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => productsApi.list(scope, pageParam),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length === PRODUCTS_PAGE_SIZE ? loaded : undefined;
    },
  });
  return { ...query, products: query.data?.pages.flatMap((page) => page.data) ?? [], total: query.data?.pages[0]?.total ?? 0 };
}
