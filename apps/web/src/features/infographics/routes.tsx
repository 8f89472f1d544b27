import { navHandle } from '../../app/navigation/navItems';
import type { FeatureRoutes } from '../../app/router/types';

/** Product-based infographics (spec §2): products with previews, a product's cards, an image's cards, the editor. */
export const infographicsRoutes: FeatureRoutes = {
  protected: [
    { path: 'product-infographics', handle: navHandle('infographics'), lazy: async () => ({ Component: (await import('./pages/ProductInfographicsIndexPage')).ProductInfographicsIndexPage }) },
    { path: 'product-infographics/:productId', lazy: async () => ({ Component: (await import('./pages/ProductInfographicsPage')).ProductInfographicsPage }) },
    { path: 'product-infographics-image/:imageId', lazy: async () => ({ Component: (await import('./pages/SourceCardsPage')).SourceCardsPage }) },
    { path: 'product-infographics-image/:imageId/edit', lazy: async () => ({ Component: (await import('./pages/InfographicEditPage')).InfographicEditPage }) },
  ],
};
