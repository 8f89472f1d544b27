import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../app/router/types';

/**
 * Create-background (spec §2: /:lang/create-background, /:imageId, /:imageId/edit, /gallery).
 * The spec's menu has no entry for it, so unlike createToolRoutes no route claims a nav entry;
 * the tool is reached through "open in another tool" and its own addresses.
 */
const routes: RouteObject[] = [
  { path: 'create-background', lazy: async () => ({ Component: (await import('./pages/CreateBackgroundIndexPage')).CreateBackgroundIndexPage }) },
  { path: 'create-background/gallery', lazy: async () => ({ Component: (await import('./pages/CreateBackgroundGalleryPage')).CreateBackgroundGalleryPage }) },
  { path: 'create-background/:imageId', lazy: async () => ({ Component: (await import('./pages/CreateBackgroundImagePage')).CreateBackgroundImagePage }) },
  { path: 'create-background/:imageId/edit', lazy: async () => ({ Component: (await import('./pages/CreateBackgroundEditPage')).CreateBackgroundEditPage }) },
];

export const createBackgroundRoutes: FeatureRoutes = { protected: routes };
