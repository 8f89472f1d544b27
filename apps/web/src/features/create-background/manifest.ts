import type { FeatureManifest } from '../../common/routing/featureManifest';
import { createBackgroundRoutes } from './routes';

/** New background: a menu entry and an "open in another tool" target. */
export const createBackgroundManifest: FeatureManifest = {
  name: 'create-background',
  routes: createBackgroundRoutes,
  nav: [{ id: 'createBackground', section: 'edit' }],
  toolTargets: ['create-background'],
};
