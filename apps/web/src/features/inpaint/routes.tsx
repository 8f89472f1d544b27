import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { createToolRoutes } from '../../common/routing/toolRoutes';

/** Magic eraser (spec §2): /:lang/inpaint, /:imageId, /:imageId/edit, /gallery. */
export const inpaintRoutes: FeatureRoutes = {
  protected: createToolRoutes('inpaint', 'inpaint', {
    index: async () => ({ Component: (await import('./pages/InpaintIndexPage')).InpaintIndexPage }),
    image: async () => ({ Component: (await import('./pages/InpaintImagePage')).InpaintImagePage }),
    edit: async () => ({ Component: (await import('./pages/InpaintEditPage')).InpaintEditPage }),
    gallery: async () => ({ Component: (await import('./pages/InpaintGalleryPage')).InpaintGalleryPage }),
  }),
};
