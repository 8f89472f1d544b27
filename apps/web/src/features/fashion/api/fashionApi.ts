import type { FashionTryOnParams, GarmentCategory, Job, Product } from '@vitrina/contracts';
import { api } from '../../../common/api';

export type FashionModelForm = FashionTryOnParams['model'];

export const fashionApi = {
  /** The garment photo becomes a fashion product, cut out automatically (free). */
  createGarment: (imageId: string, garmentCategory: GarmentCategory) => api.post<{ data: Product }>('/products', { imageId, removeBackground: true, garmentCategory }).then((answer) => answer.data),
  product: (id: string) => api.get<{ data: Product }>(`/products/${id}`).then((answer) => answer.data),
  garments: (offset: number) => api.get<{ data: Product[]; total: number }>('/products', { query: { scope: 'fashion', limit: 24, offset } }),
  tryOn: (garmentImageId: string, params: Omit<FashionTryOnParams, 'seed'>) => api.post<{ data: Job }>('/tools/fashion-try-on', { imageId: garmentImageId, params }).then((answer) => answer.data),
};

export const fashionPaths = (lang: string) => ({
  create: `/${lang}/fashion`,
  editor: (productId: string) => `/${lang}/fashion/${productId}`,
  gallery: `/${lang}/fashion/gallery`,
  products: `/${lang}/fashion/products-list`,
  image: (imageId: string) => `/${lang}/fashion/image/${imageId}`,
});
