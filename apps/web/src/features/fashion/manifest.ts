import type { FeatureManifest } from '../../common/routing/featureManifest';
import { fashionRoutes } from './routes';

/** Fashion (beta): marked in the menu while the try-on engine is not configured. */
export const fashionManifest: FeatureManifest = {
  name: 'fashion',
  routes: fashionRoutes,
  nav: [{ id: 'fashion', section: 'create', beta: true, needsTool: 'fashion-try-on' }],
};
