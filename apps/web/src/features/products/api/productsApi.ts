import { api, unwrap } from '../../../common/api';

export type ProductScope = 'my' | 'system';
export const PRODUCTS_PAGE_SIZE = 24;

/** Spec §7 products calls: list by scope, create from an uploaded image, delete one or many. */
export const productsApi = {
  list: (scope: ProductScope, offset: number, limit = PRODUCTS_PAGE_SIZE) => unwrap(api.GET('/products', { params: { query: { scope, limit, offset } } })),
  create: async (imageId: string) => {
    const created = (await unwrap(api.POST('/products', { body: { imageId } }))).data;
    // Without removeBackground the server answers the product (201), never a job.
    if ('status' in created) throw new Error('POST /products answered a job for a plain product');
    return created;
  },
  remove: (id: string) => unwrap(api.DELETE('/products/{id}', { params: { path: { id } } })),
  removeMany: (ids: string[]) => unwrap(api.DELETE('/products', { body: { ids } })),
};

export const productsQueryKey = (scope: ProductScope) => ['products', scope] as const;
