import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { withTexts } from '../../i18n/withTexts';

// Template names are read with i18next.t outside React (localizeTemplate.ts): load them with the page.
const texts = ['infographics', 'cardEditor'] as const;

const productsIndex = withTexts(texts, async () => ({ Component: (await import('./pages/ProductInfographicsIndexPage')).ProductInfographicsIndexPage }));
const productCards = withTexts(texts, async () => ({ Component: (await import('./pages/ProductInfographicsPage')).ProductInfographicsPage }));
const imageCards = withTexts(texts, async () => ({ Component: (await import('./pages/SourceCardsPage')).SourceCardsPage }));
const editCard = withTexts(texts, async () => ({ Component: (await import('./pages/InfographicEditPage')).InfographicEditPage }));

/**
 * Both flavours of spec §2. Product-based: products with previews, a product's cards, an image's
 * cards, the editor. Standalone: any image (upload, a product or a generated image), the gallery of
 * every card, and the same product, image and editor pages (links stay in the flavour).
 */
export const infographicsRoutes: FeatureRoutes = {
  protected: [
    { path: 'product-infographics', handle: navHandle('infographics'), lazy: productsIndex },
    { path: 'product-infographics/:productId', lazy: productCards },
    { path: 'product-infographics-image/:imageId', lazy: imageCards },
    { path: 'product-infographics-image/:imageId/edit', lazy: editCard },
    { path: 'infographics', lazy: withTexts(texts, async () => ({ Component: (await import('./pages/ImageInfographicsIndexPage')).ImageInfographicsIndexPage })) },
    { path: 'infographics/gallery', lazy: withTexts(texts, async () => ({ Component: (await import('./pages/InfographicsGalleryPage')).InfographicsGalleryPage })) },
    { path: 'infographics/:productId', lazy: productCards },
    { path: 'infographics-image/:imageId', lazy: imageCards },
    { path: 'infographics-image/:imageId/edit', lazy: editCard },
  ],
};
