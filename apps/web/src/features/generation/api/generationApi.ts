import type { GeneratedImage, Job, Product } from '@vitrina/contracts';
import { api, followJob } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';

export const HISTORY_PAGE_SIZE = 24;

/** The calls CreateProduct and the Editor make (products, and the product's generation history). */
export const generationApi = {
  product: (id: string) => api.get<{ data: Product }>(`/products/${id}`).then((answer) => answer.data),
  /**
   * Makes the uploaded photo a product with its background removed: the server answers with a
   * `product-cutout` job (paid like background removal; a cut-out is kept as it is), and once it
   * succeeds its output becomes the product. A failed job throws its message.
   */
  createProduct: async (imageId: string): Promise<Product> => {
    const job = (await api.post<{ data: Job }>('/products', { imageId, removeBackground: true })).data;
    const done = await followJob(job);
    const output = done.status === 'succeeded' ? done.outputs[0] : undefined;
    if (!output) throw new Error(done.error?.message ?? errorText('generation_error'));
    return (await api.post<{ data: Product }>('/products', { imageId: output.imageId })).data;
  },
  history: (sourceImageId: string, offset: number) =>
    api.get<{ data: GeneratedImage[]; total: number }>('/generated-images', { query: { tool: 'generate', sourceImageId, limit: HISTORY_PAGE_SIZE, offset } }),
};

export const productQueryKey = (id: string) => ['product', id] as const;
export const historyQueryKey = (sourceImageId: string) => ['generated-images', 'generate', 'source', sourceImageId] as const;
