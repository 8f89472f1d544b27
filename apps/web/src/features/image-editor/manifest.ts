import type { FeatureManifest } from '../../common/routing/featureManifest';
import { imageEditorRoutes } from './routes';

/** The image editor: no menu entry, reached with "open in another tool". */
export const imageEditorManifest: FeatureManifest = {
  name: 'image-editor',
  routes: imageEditorRoutes,
  toolTargets: ['image-editor'],
};
