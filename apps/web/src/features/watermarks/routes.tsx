import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { createToolRoutes } from '../../common/routing/toolRoutes';

/** Watermark removal, menu "Watermarks": /:lang/watermarks, /:imageId, /:imageId/edit, /gallery. */
export const watermarksRoutes: FeatureRoutes = {
  protected: createToolRoutes('watermarks', 'watermarks', {
    index: async () => ({ Component: (await import('./pages/WatermarksIndexPage')).WatermarksIndexPage }),
    image: async () => ({ Component: (await import('./pages/WatermarksImagePage')).WatermarksImagePage }),
    edit: async () => ({ Component: (await import('./pages/WatermarksImagePage')).WatermarksImagePage }),
    gallery: async () => ({ Component: (await import('./pages/WatermarksGalleryPage')).WatermarksGalleryPage }),
  }),
};
