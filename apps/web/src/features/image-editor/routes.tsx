import { redirect, type RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/**
 * The image editor (spec §2: /:lang/image-editor/:imageId with /edit, /resize, /crop); the bare
 * address opens edit. Each page saves a new image through the `image-edit` tool.
 */
const routes: RouteObject[] = [
  { path: 'image-editor/:imageId', loader: ({ params }) => redirect(`/${params.lang ?? 'en'}/image-editor/${params.imageId ?? ''}/edit`) },
  { path: 'image-editor/:imageId/edit', lazy: async () => ({ Component: (await import('./pages/ImageEditPage')).ImageEditPage }) },
  { path: 'image-editor/:imageId/resize', lazy: async () => ({ Component: (await import('./pages/ImageResizePage')).ImageResizePage }) },
  { path: 'image-editor/:imageId/crop', lazy: async () => ({ Component: (await import('./pages/ImageCropPage')).ImageCropPage }) },
];

export const imageEditorRoutes: FeatureRoutes = { protected: routes };
