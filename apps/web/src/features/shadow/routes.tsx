import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { createToolRoutes } from '../../common/routing/toolRoutes';

/** Shadow (spec §2): /:lang/shadow, /:imageId, /:imageId/edit, /gallery. */
export const shadowRoutes: FeatureRoutes = {
  protected: createToolRoutes('shadow', 'shadow', {
    index: async () => ({ Component: (await import('./pages/ShadowIndexPage')).ShadowIndexPage }),
    image: async () => ({ Component: (await import('./pages/ShadowImagePage')).ShadowImagePage }),
    edit: async () => ({ Component: (await import('./pages/ShadowEditPage')).ShadowEditPage }),
    gallery: async () => ({ Component: (await import('./pages/ShadowGalleryPage')).ShadowGalleryPage }),
  }),
};
