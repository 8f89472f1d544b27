import type { GeneratedImage, Job, TextToImageParams } from '@vitrina/contracts';
import { api } from '../../../common/api';

export type TextToImageForm = Omit<TextToImageParams, 'seed'> & { seed: number | null };

export const DEFAULT_FORM: TextToImageForm = { prompt: '', negativePrompt: '', style: 'photo', aspectRatio: '1:1', quantity: 1, seed: null };

/** Text-to-image starts from parameters alone: no imageId in the request. */
export const imageGenerationApi = {
  start: (form: TextToImageForm) => {
    const { seed, ...rest } = form;
    return api.post<{ data: Job }>('/tools/text-to-image', { params: seed === null ? rest : { ...rest, seed } }).then((answer) => answer.data);
  },
  recent: () => api.get<{ data: GeneratedImage[]; total: number }>('/generated-images', { query: { tool: 'text-to-image', limit: 12 } }),
};

export const recentQueryKey = ['generated-images', 'text-to-image', 'recent'] as const;

export const imageGenerationPaths = (lang: string) => ({
  index: `/${lang}/image-generation`,
  image: (imageId: string) => `/${lang}/image-generation/${imageId}`,
  edit: (imageId: string) => `/${lang}/image-generation/${imageId}/edit`,
  gallery: `/${lang}/image-generation/gallery`,
});
