import type { FeatureManifest } from '../../common/routing/featureManifest';
import { profileRoutes } from './routes';

/** Personal account, the header entry. */
export const profileManifest: FeatureManifest = {
  name: 'profile',
  routes: profileRoutes,
  nav: [{ id: 'account', section: 'header' }],
};
