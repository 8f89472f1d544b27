import type { Language } from '@vitrina/contracts';
import type { CardPresetId } from './state/startDocument';

/** Where a card is edited: on the product photo's image, starting from a card, a template or a preset. */
export function editPath(lang: Language, imageId: string, start: { productId?: string; infographicId?: string; templateId?: string; preset?: CardPresetId }): string {
  const query = new URLSearchParams();
  if (start.productId) query.set('product', start.productId);
  if (start.infographicId) query.set('infographic', start.infographicId);
  if (start.templateId) query.set('template', start.templateId);
  if (start.preset) query.set('preset', start.preset);
  const search = query.toString();
  return `/${lang}/product-infographics-image/${imageId}/edit${search ? `?${search}` : ''}`;
}

export const productPath = (lang: Language, productId: string) => `/${lang}/product-infographics/${productId}`;
export const indexPath = (lang: Language) => `/${lang}/product-infographics`;
