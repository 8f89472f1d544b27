import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { createToolRoutes } from '../../common/routing/toolRoutes';

/** Upscale (spec §2): /:lang/upscale, /:imageId, /:imageId/edit, /gallery. */
export const upscaleRoutes: FeatureRoutes = {
  protected: createToolRoutes('upscale', 'upscale', {
    index: async () => ({ Component: (await import('./pages/UpscaleIndexPage')).UpscaleIndexPage }),
    image: async () => ({ Component: (await import('./pages/UpscaleImagePage')).UpscaleImagePage }),
    edit: async () => ({ Component: (await import('./pages/UpscaleEditPage')).UpscaleEditPage }),
    gallery: async () => ({ Component: (await import('./pages/UpscaleGalleryPage')).UpscaleGalleryPage }),
  }),
};
