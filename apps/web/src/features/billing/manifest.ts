import type { FeatureManifest } from '../../common/routing/featureManifest';
import { billingRoutes } from './routes';

/** Plans and checkout, at the foot of the menu. */
export const billingManifest: FeatureManifest = {
  name: 'billing',
  routes: billingRoutes,
  nav: [{ id: 'plans', section: 'account' }],
};
