import type { Product } from '@vitrina/contracts';
import { api, followJob, unwrap } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';

export const HISTORY_PAGE_SIZE = 24;

/** The calls CreateProduct and the Editor make (products, and the product's generation history). */
export const generationApi = {
  product: (id: string) => unwrap(api.GET('/products/{id}', { params: { path: { id } } })).then((answer) => answer.data),
  /**
   * Makes the uploaded photo a product with its background removed: the server answers with a
   * `product-cutout` job (paid like background removal; a cut-out is kept as it is), and once it
   * succeeds its output becomes the product. A failed job throws its message.
   */
  createProduct: async (imageId: string): Promise<Product> => {
    const job = (await unwrap(api.POST('/products', { body: { imageId, removeBackground: true } }))).data;
    // With removeBackground the server answers the cut-out job (202), never the product itself.
    if (!('status' in job)) throw new Error(errorText('generation_error'));
    const done = await followJob(job);
    const output = done.status === 'succeeded' ? done.outputs[0] : undefined;
    if (!output) throw new Error(done.error?.message ?? errorText('generation_error'));
    const created = (await unwrap(api.POST('/products', { body: { imageId: output.imageId } }))).data;
    if ('status' in created) throw new Error(errorText('generation_error'));
    return created;
  },
  history: (sourceImageId: string, offset: number) =>
    unwrap(api.GET('/generated-images', { params: { query: { tool: 'generate', sourceImageId, limit: HISTORY_PAGE_SIZE, offset } } })),
};

export const productQueryKey = (id: string) => ['product', id] as const;
export const historyQueryKey = (sourceImageId: string) => ['generated-images', 'generate', 'source', sourceImageId] as const;
