import type { FeatureManifest } from '../../common/routing/featureManifest';
import { upscaleRoutes } from './routes';

/** Upscale: a menu entry and an "open in another tool" target. */
export const upscaleManifest: FeatureManifest = {
  name: 'upscale',
  routes: upscaleRoutes,
  nav: [{ id: 'upscale', section: 'edit' }],
  toolTargets: ['upscale'],
};
