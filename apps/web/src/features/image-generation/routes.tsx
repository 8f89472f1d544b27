import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/**
 * Image generation (text-to-image). The spec does not show its paths; these follow the other
 * tools. Without a diffusion engine the pages explain what the operator must configure.
 */
export const imageGenerationRoutes: FeatureRoutes = {
  protected: [
    { path: 'image-generation', handle: navHandle('imageGeneration'), lazy: async () => ({ Component: (await import('./pages/ImageGenerationPage')).ImageGenerationPage }) },
    { path: 'image-generation/gallery', lazy: async () => ({ Component: (await import('./pages/ImageGenerationGalleryPage')).ImageGenerationGalleryPage }) },
    { path: 'image-generation/:imageId', lazy: async () => ({ Component: (await import('./pages/ImageGenerationImagePage')).ImageGenerationImagePage }) },
    { path: 'image-generation/:imageId/edit', lazy: async () => ({ Component: (await import('./pages/ImageGenerationEditPage')).ImageGenerationEditPage }) },
  ],
};
