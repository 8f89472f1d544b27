import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** My products (spec §2: /:lang/products-list). */
export const productsRoutes: FeatureRoutes = {
  protected: [{ path: 'products-list', handle: navHandle('myProducts'), lazy: async () => ({ Component: (await import('./pages/ProductsPage')).ProductsPage }) }],
};
