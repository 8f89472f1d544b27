import type { FeatureManifest } from '../../common/routing/featureManifest';
import { imageGenerationRoutes } from './routes';

/** Image generation: marked in the menu while no text-to-image engine is configured. */
export const imageGenerationManifest: FeatureManifest = {
  name: 'image-generation',
  routes: imageGenerationRoutes,
  nav: [{ id: 'imageGeneration', section: 'create', needsTool: 'text-to-image' }],
};
