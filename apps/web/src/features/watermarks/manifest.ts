import type { FeatureManifest } from '../../common/routing/featureManifest';
import { watermarksRoutes } from './routes';

/** Watermark removal: a menu entry and an "open in another tool" target. */
export const watermarksManifest: FeatureManifest = {
  name: 'watermarks',
  routes: watermarksRoutes,
  nav: [{ id: 'watermarks', section: 'edit' }],
  toolTargets: ['watermarks'],
};
