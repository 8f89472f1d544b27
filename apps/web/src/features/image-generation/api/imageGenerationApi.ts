import type { TextToImageParams } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';

export type TextToImageForm = Omit<TextToImageParams, 'seed'> & { seed: number | null };

export const DEFAULT_FORM: TextToImageForm = { prompt: '', negativePrompt: '', style: 'photo', aspectRatio: '1:1', quantity: 1, seed: null };

/** Text-to-image starts from parameters alone: no imageId in the request. */
export const imageGenerationApi = {
  start: (form: TextToImageForm) => {
    const { seed, ...rest } = form;
    return unwrap(api.POST('/tools/text-to-image', { body: { params: seed === null ? rest : { ...rest, seed } } })).then((answer) => answer.data);
  },
  recent: () => unwrap(api.GET('/generated-images', { params: { query: { tool: 'text-to-image', limit: 12 } } })),
};

export const recentQueryKey = ['generated-images', 'text-to-image', 'recent'] as const;

export const imageGenerationPaths = (lang: string) => ({
  index: `/${lang}/image-generation`,
  image: (imageId: string) => `/${lang}/image-generation/${imageId}`,
  edit: (imageId: string) => `/${lang}/image-generation/${imageId}/edit`,
  gallery: `/${lang}/image-generation/gallery`,
});
