import type { FeatureManifest } from '../../common/routing/featureManifest';
import { infographicsRoutes } from './routes';

/** Infographics, in the create part of the menu. */
export const infographicsManifest: FeatureManifest = {
  name: 'infographics',
  routes: infographicsRoutes,
  nav: [{ id: 'infographics', section: 'create' }],
};
