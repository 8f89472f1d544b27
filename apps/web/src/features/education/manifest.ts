import type { FeatureManifest } from '../../common/routing/featureManifest';
import { educationRoutes } from './routes';

/** Education, the header entry beside Community and Personal account. */
export const educationManifest: FeatureManifest = {
  name: 'education',
  routes: educationRoutes,
  nav: [{ id: 'education', section: 'header' }],
};
