import type { FeatureManifest } from '../../common/routing/featureManifest';
import { shadowRoutes } from './routes';

/** Shadow: a menu entry and an "open in another tool" target. */
export const shadowManifest: FeatureManifest = {
  name: 'shadow',
  routes: shadowRoutes,
  nav: [{ id: 'shadow', section: 'edit' }],
  toolTargets: ['shadow'],
};
