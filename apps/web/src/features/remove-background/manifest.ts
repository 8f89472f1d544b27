import type { FeatureManifest } from '../../common/routing/featureManifest';
import { removeBackgroundRoutes } from './routes';

/** Background removal: a menu entry and an "open in another tool" target. */
export const removeBackgroundManifest: FeatureManifest = {
  name: 'remove-background',
  routes: removeBackgroundRoutes,
  nav: [{ id: 'backgroundRemoval', section: 'edit' }],
  toolTargets: ['remove-background'],
};
