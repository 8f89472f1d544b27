import type { FeatureManifest } from '../../common/routing/featureManifest';
import { privacyRoutes } from './routes';

/** The terms and the privacy policy: public pages, linked from the menu foot and registration. */
export const privacyManifest: FeatureManifest = {
  name: 'privacy',
  routes: privacyRoutes,
};
