import type { RouteObject } from 'react-router';
import { navHandle, type NavId } from './navItems';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/**
 * The four routes of an image tool (spec §2): index, /:imageId, /:imageId/edit and /gallery,
 * each page loaded on first visit. The index claims the tool's menu entry.
 */
export function createToolRoutes(tool: string, navId: NavId, pages: { index: PageModule; image: PageModule; edit: PageModule; gallery: PageModule }): RouteObject[] {
  return [
    { path: tool, handle: navHandle(navId), lazy: pages.index },
    { path: `${tool}/gallery`, lazy: pages.gallery },
    { path: `${tool}/:imageId`, lazy: pages.image },
    { path: `${tool}/:imageId/edit`, lazy: pages.edit },
  ];
}
