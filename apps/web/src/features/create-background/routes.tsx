import type { RouteObject } from 'react-router';
import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/**
 * Create-background (spec §2: /:lang/create-background, /:imageId, /:imageId/edit, /gallery).
 * Its index claims the "New background" menu entry (issue 19: the spec's menu list predates the
 * tool, and a seller should find it without knowing "open in another tool").
 */
const routes: RouteObject[] = [
  { path: 'create-background', handle: navHandle('createBackground'), lazy: async () => ({ Component: (await import('./pages/CreateBackgroundIndexPage')).CreateBackgroundIndexPage }) },
  { path: 'create-background/gallery', lazy: async () => ({ Component: (await import('./pages/CreateBackgroundGalleryPage')).CreateBackgroundGalleryPage }) },
  { path: 'create-background/:imageId', lazy: async () => ({ Component: (await import('./pages/CreateBackgroundImagePage')).CreateBackgroundImagePage }) },
  { path: 'create-background/:imageId/edit', lazy: async () => ({ Component: (await import('./pages/CreateBackgroundEditPage')).CreateBackgroundEditPage }) },
];

export const createBackgroundRoutes: FeatureRoutes = { protected: routes };
