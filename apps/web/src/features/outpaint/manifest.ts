import type { FeatureManifest } from '../../common/routing/featureManifest';
import { outpaintRoutes } from './routes';

/** Outpaint: a menu entry and an "open in another tool" target. */
export const outpaintManifest: FeatureManifest = {
  name: 'outpaint',
  routes: outpaintRoutes,
  nav: [{ id: 'outpaint', section: 'edit' }],
  toolTargets: ['outpaint'],
};
