import type { FeatureManifest } from '../../common/routing/featureManifest';
import { inspirationRoutes } from './routes';

/** Inspiration, in the library part of the menu. */
export const inspirationManifest: FeatureManifest = {
  name: 'inspiration',
  routes: inspirationRoutes,
  nav: [{ id: 'inspiration', section: 'library' }],
};
