import type { FashionTryOnParams, GarmentCategory, Product } from '@vitrina/contracts';
import { api, followJob, unwrap } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';

export type FashionModelForm = FashionTryOnParams['model'];

export const fashionApi = {
  /**
   * The garment photo becomes a fashion product, cut out first: the server answers with a
   * `product-cutout` job (paid like background removal), and its output becomes the garment.
   */
  createGarment: async (imageId: string, garmentCategory: GarmentCategory): Promise<Product> => {
    const job = (await unwrap(api.POST('/products', { body: { imageId, removeBackground: true } }))).data;
    // With removeBackground the server answers the cut-out job (202), never the product itself.
    if (!('status' in job)) throw new Error(errorText('generation_error'));
    const done = await followJob(job);
    const output = done.status === 'succeeded' ? done.outputs[0] : undefined;
    if (!output) throw new Error(done.error?.message ?? errorText('generation_error'));
    const created = (await unwrap(api.POST('/products', { body: { imageId: output.imageId, garmentCategory } }))).data;
    if ('status' in created) throw new Error(errorText('generation_error'));
    return created;
  },
  product: (id: string) => unwrap(api.GET('/products/{id}', { params: { path: { id } } })).then((answer) => answer.data),
  garments: (offset: number) => unwrap(api.GET('/products', { params: { query: { scope: 'fashion', limit: 24, offset } } })),
  tryOn: (garmentImageId: string, params: Omit<FashionTryOnParams, 'seed'>) =>
    unwrap(api.POST('/tools/fashion-try-on', { body: { imageId: garmentImageId, params } })).then((answer) => answer.data),
};

export const fashionPaths = (lang: string) => ({
  create: `/${lang}/fashion`,
  editor: (productId: string) => `/${lang}/fashion/${productId}`,
  gallery: `/${lang}/fashion/gallery`,
  products: `/${lang}/fashion/products-list`,
  image: (imageId: string) => `/${lang}/fashion/image/${imageId}`,
});
