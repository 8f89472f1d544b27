import type { FeatureManifest } from '../../common/routing/featureManifest';
import { galleryRoutes } from './routes';

/** Gallery, in the library part of the menu. */
export const galleryManifest: FeatureManifest = {
  name: 'gallery',
  routes: galleryRoutes,
  nav: [{ id: 'gallery', section: 'library' }],
};
