import type { FeatureManifest } from '../../common/routing/featureManifest';
import { productsRoutes } from './routes';

/** My products, in the library part of the menu. */
export const productsManifest: FeatureManifest = {
  name: 'products',
  routes: productsRoutes,
  nav: [{ id: 'myProducts', section: 'library' }],
};
