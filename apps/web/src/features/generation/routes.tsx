import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** Generation ("market", spec §2): CreateProduct at /:lang/editor (Main leads here) and the Editor. */
export const generationRoutes: FeatureRoutes = {
  protected: [
    { path: 'editor', handle: navHandle('generation'), lazy: async () => ({ Component: (await import('./pages/CreateProductPage')).CreateProductPage }) },
    { path: 'editor/:id', handle: navHandle('generation'), lazy: async () => ({ Component: (await import('./pages/EditorPage')).EditorPage }) },
  ],
};
