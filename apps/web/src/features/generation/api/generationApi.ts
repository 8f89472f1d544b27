import type { GeneratedImage, Product } from '@vitrina/contracts';
import { api } from '../../../common/api';

export const HISTORY_PAGE_SIZE = 24;

/** The calls CreateProduct and the Editor make (products, and the product's generation history). */
export const generationApi = {
  product: (id: string) => api.get<{ data: Product }>(`/products/${id}`).then((answer) => answer.data),
  /** Makes the uploaded photo a product with its background removed (free; a cut-out is kept as it is). */
  createProduct: (imageId: string) => api.post<{ data: Product }>('/products', { imageId, removeBackground: true }).then((answer) => answer.data),
  history: (sourceImageId: string, offset: number) =>
    api.get<{ data: GeneratedImage[]; total: number }>('/generated-images', { query: { tool: 'generate', sourceImageId, limit: HISTORY_PAGE_SIZE, offset } }),
};

export const productQueryKey = (id: string) => ['product', id] as const;
export const historyQueryKey = (sourceImageId: string) => ['generated-images', 'generate', 'source', sourceImageId] as const;
