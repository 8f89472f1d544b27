import { redirect, type RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../app/router/types';

/**
 * The image editor (spec §2: /:lang/image-editor/:imageId with /edit, /resize, /crop). Only the
 * pages that work are registered: resize today; the bare address opens it.
 */
const routes: RouteObject[] = [
  { path: 'image-editor/:imageId', loader: ({ params }) => redirect(`/${params.lang ?? 'en'}/image-editor/${params.imageId ?? ''}/resize`) },
  { path: 'image-editor/:imageId/resize', lazy: async () => ({ Component: (await import('./pages/ImageResizePage')).ImageResizePage }) },
];

export const imageEditorRoutes: FeatureRoutes = { protected: routes };
