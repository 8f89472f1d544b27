import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** Fashion (beta), the spec's five routes. Without a diffusion engine the pages explain what the operator must configure. */
export const fashionRoutes: FeatureRoutes = {
  protected: [
    { path: 'fashion', handle: navHandle('fashion'), lazy: async () => ({ Component: (await import('./pages/CreateFashionProductPage')).CreateFashionProductPage }) },
    { path: 'fashion/gallery', lazy: async () => ({ Component: (await import('./pages/FashionGalleryPage')).FashionGalleryPage }) },
    { path: 'fashion/products-list', lazy: async () => ({ Component: (await import('./pages/FashionProductsPage')).FashionProductsPage }) },
    { path: 'fashion/image/:imageId', lazy: async () => ({ Component: (await import('./pages/FashionImagePage')).FashionImagePage }) },
    { path: 'fashion/:id', lazy: async () => ({ Component: (await import('./pages/FashionEditorPage')).FashionEditorPage }) },
  ],
};
