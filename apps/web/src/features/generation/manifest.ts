import type { FeatureManifest } from '../../common/routing/featureManifest';
import { generationRoutes } from './routes';

/** Generation (CreateProduct, where Main leads), first in the menu. */
export const generationManifest: FeatureManifest = {
  name: 'generation',
  routes: generationRoutes,
  nav: [{ id: 'generation', section: 'create' }],
};
