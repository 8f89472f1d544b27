import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** Inspiration (spec §2 /:lang/inspire, menu label "Inspiration"): the wall of looks. */
export const inspirationRoutes: FeatureRoutes = {
  protected: [{ path: 'inspire', handle: navHandle('inspiration'), lazy: async () => ({ Component: (await import('./pages/InspirationPage')).InspirationPage }) }],
};
