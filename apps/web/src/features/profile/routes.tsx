import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** Personal account (spec §2: /:lang/profile), the header's "Personal account" entry. */
export const profileRoutes: FeatureRoutes = {
  protected: [{ path: 'profile', handle: navHandle('account'), lazy: async () => ({ Component: (await import('./pages/ProfilePage')).ProfilePage }) }],
};
