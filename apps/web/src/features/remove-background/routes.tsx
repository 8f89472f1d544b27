import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { createToolRoutes } from '../../common/routing/toolRoutes';

/** Background removal (spec §2): /:lang/remove-background, /:imageId, /:imageId/edit, /gallery. */
export const removeBackgroundRoutes: FeatureRoutes = {
  protected: createToolRoutes('remove-background', 'backgroundRemoval', {
    index: async () => ({ Component: (await import('./pages/RemoveBackgroundIndexPage')).RemoveBackgroundIndexPage }),
    image: async () => ({ Component: (await import('./pages/RemoveBackgroundImagePage')).RemoveBackgroundImagePage }),
    edit: async () => ({ Component: (await import('./pages/RemoveBackgroundEditPage')).RemoveBackgroundEditPage }),
    gallery: async () => ({ Component: (await import('./pages/RemoveBackgroundGalleryPage')).RemoveBackgroundGalleryPage }),
  }),
};
