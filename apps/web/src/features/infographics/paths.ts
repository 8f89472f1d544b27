import type { Language } from '@vitrina/contracts';
import { useLocation } from 'react-router';
import { useLanguage } from '../../common/hooks/useLanguage';
import type { CardPresetId } from './state/startDocument';

/**
 * The two flavours of spec §1: product-based cards live under /product-infographics, standalone
 * ones (any image, a gallery of every card) under /infographics. Pages are shared; links stay in
 * the flavour the user is in.
 */
export type Flavour = 'product' | 'standalone';

export interface EditStart {
  productId?: string;
  infographicId?: string;
  templateId?: string;
  preset?: CardPresetId;
  /** Set when the image is a generated one: the card's source is then of type `generated`. */
  generatedImageId?: string;
}

const SEGMENTS: Record<Flavour, { list: string; image: string }> = {
  product: { list: 'product-infographics', image: 'product-infographics-image' },
  standalone: { list: 'infographics', image: 'infographics-image' },
};

/** The flavour a pathname belongs to: /:lang/product-infographics… is product-based. */
export const flavourOf = (pathname: string): Flavour => (pathname.split('/')[2]?.startsWith('product-infographics') ? 'product' : 'standalone');

export function infographicsPaths(lang: Language, flavour: Flavour) {
  const { list, image } = SEGMENTS[flavour];
  return {
    flavour,
    index: () => `/${lang}/${list}`,
    gallery: () => `/${lang}/infographics/gallery`,
    product: (productId: string) => `/${lang}/${list}/${productId}`,
    /** An image's cards; a generated scene or a product photo keeps saying what it is. */
    image: (imageId: string, start: Pick<EditStart, 'productId' | 'generatedImageId'> = {}) => {
      const query = new URLSearchParams();
      if (start.productId) query.set('product', start.productId);
      if (start.generatedImageId) query.set('generated', start.generatedImageId);
      const search = query.toString();
      return `/${lang}/${image}/${imageId}${search ? `?${search}` : ''}`;
    },
    edit: (imageId: string, start: EditStart) => {
      const query = new URLSearchParams();
      if (start.productId) query.set('product', start.productId);
      if (start.generatedImageId) query.set('generated', start.generatedImageId);
      if (start.infographicId) query.set('infographic', start.infographicId);
      if (start.templateId) query.set('template', start.templateId);
      if (start.preset) query.set('preset', start.preset);
      const search = query.toString();
      return `/${lang}/${image}/${imageId}/edit${search ? `?${search}` : ''}`;
    },
  };
}
export type InfographicsPaths = ReturnType<typeof infographicsPaths>;

/** Paths in the current language and the flavour of the current page. */
export function useInfographicsPaths(): InfographicsPaths {
  const lang = useLanguage();
  const { pathname } = useLocation();
  return infographicsPaths(lang, flavourOf(pathname));
}
