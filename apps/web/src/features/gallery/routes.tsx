import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** Gallery (spec §2: /:lang/gallery). Each tool's gallery page renders GalleryView with its tool. */
export const galleryRoutes: FeatureRoutes = {
  protected: [{ path: 'gallery', handle: navHandle('gallery'), lazy: async () => ({ Component: (await import('./pages/GalleryPage')).GalleryPage }) }],
};
