import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { createToolRoutes } from '../../common/routing/toolRoutes';

/** Outpaint (spec §2): /:lang/outpaint, /:imageId, /:imageId/edit (choose the frame again), /gallery. */
export const outpaintRoutes: FeatureRoutes = {
  protected: createToolRoutes('outpaint', 'outpaint', {
    index: async () => ({ Component: (await import('./pages/OutpaintIndexPage')).OutpaintIndexPage }),
    image: async () => ({ Component: (await import('./pages/OutpaintImagePage')).OutpaintImagePage }),
    edit: async () => ({ Component: (await import('./pages/OutpaintImagePage')).OutpaintImagePage }),
    gallery: async () => ({ Component: (await import('./pages/OutpaintGalleryPage')).OutpaintGalleryPage }),
  }),
};
