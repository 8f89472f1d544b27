import type { FeatureManifest } from '../../common/routing/featureManifest';
import { inpaintRoutes } from './routes';

/** Magic eraser: a menu entry and an "open in another tool" target. */
export const inpaintManifest: FeatureManifest = {
  name: 'inpaint',
  routes: inpaintRoutes,
  nav: [{ id: 'inpaint', section: 'edit' }],
  toolTargets: ['inpaint'],
};
