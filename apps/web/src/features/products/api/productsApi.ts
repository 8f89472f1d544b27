import type { Product } from '@vitrina/contracts';
import { api } from '../../../common/api';

export type ProductScope = 'my' | 'system';
export const PRODUCTS_PAGE_SIZE = 24;

/** Spec §7 products calls: list by scope, create from an uploaded image, delete one or many. */
export const productsApi = {
  list: (scope: ProductScope, offset: number, limit = PRODUCTS_PAGE_SIZE) => api.get<{ data: Product[]; total: number }>('/products', { query: { scope, limit, offset } }),
  create: (imageId: string) => api.post<{ data: Product }>('/products', { imageId }).then((answer) => answer.data),
  remove: (id: string) => api.delete<unknown>(`/products/${id}`),
  removeMany: (ids: string[]) => api.delete<unknown>('/products', { ids }),
};

export const productsQueryKey = (scope: ProductScope) => ['products', scope] as const;
