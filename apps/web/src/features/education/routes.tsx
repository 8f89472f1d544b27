import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** Education (spec §1, §2 /:lang/education, header entry "Education"): tutorial videos of every main tool. */
export const educationRoutes: FeatureRoutes = {
  protected: [{ path: 'education', handle: navHandle('education'), lazy: async () => ({ Component: (await import('./pages/EducationPage')).EducationPage }) }],
};
