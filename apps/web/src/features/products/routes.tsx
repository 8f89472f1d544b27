import { navHandle } from '../../app/navigation/navItems';
import type { FeatureRoutes } from '../../app/router/types';

/** My products (spec §2: /:lang/products-list). */
export const productsRoutes: FeatureRoutes = {
  protected: [{ path: 'products-list', handle: navHandle('myProducts'), lazy: async () => ({ Component: (await import('./pages/ProductsPage')).ProductsPage }) }],
};
