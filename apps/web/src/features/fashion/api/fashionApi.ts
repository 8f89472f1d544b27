import type { FashionTryOnParams, GarmentCategory, Job, Product } from '@vitrina/contracts';
import { api, followJob } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';

export type FashionModelForm = FashionTryOnParams['model'];

export const fashionApi = {
  /**
   * The garment photo becomes a fashion product, cut out first: the server answers with a
   * `product-cutout` job (paid like background removal), and its output becomes the garment.
   */
  createGarment: async (imageId: string, garmentCategory: GarmentCategory): Promise<Product> => {
    const job = (await api.post<{ data: Job }>('/products', { imageId, removeBackground: true })).data;
    const done = await followJob(job);
    const output = done.status === 'succeeded' ? done.outputs[0] : undefined;
    if (!output) throw new Error(done.error?.message ?? errorText('generation_error'));
    return (await api.post<{ data: Product }>('/products', { imageId: output.imageId, garmentCategory })).data;
  },
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
