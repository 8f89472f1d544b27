import type { RouteObject } from 'react-router';
import { MAIN_NAV_ID, MENU_ITEM_IDS, type AppRouteHandle, type NavId } from '../../common/routing/navItems';

/** Paths relative to /:lang, e.g. "gallery" or "fashion/gallery". */
export type NavTargets = ReadonlyMap<NavId, string>;

function joinPath(base: string, path: string | undefined): string {
  if (!path) return base;
  const clean = path.replace(/^\/+|\/+$/g, '');
  return base ? `${base}/${clean}` : clean;
}

/** Walks registered routes and records, for each nav id a route claims, the path that opens it. */
export function collectNavTargets(routes: readonly RouteObject[], base = '', into = new Map<NavId, string>()): Map<NavId, string> {
  for (const route of routes) {
    const path = route.index ? base : joinPath(base, route.path);
    const nav = (route.handle as AppRouteHandle | undefined)?.nav;
    if (nav && !into.has(nav) && !path.includes(':') && !path.includes('*')) into.set(nav, path);
    if (route.children) collectNavTargets(route.children, path, into);
  }
  return into;
}

/** The first path segments the app knows (e.g. "gallery", "auth"), used to repair language-less URLs. */
export function collectFirstSegments(routes: readonly RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    const first = route.path?.replace(/^\/+/, '').split('/')[0];
    if (first && !first.startsWith(':') && first !== '*') into.add(first);
    else if (!route.path && route.children) collectFirstSegments(route.children, into);
  }
  return into;
}

/**
 * Where Main sends a signed-in user: CreateProduct when it is registered (spec §2); until then
 * the first service in the menu, then the personal account; null when nothing is registered.
 */
export function mainTarget(targets: NavTargets): string | null {
  const candidates: NavId[] = [MAIN_NAV_ID, ...MENU_ITEM_IDS, 'account'];
  for (const id of candidates) {
    const path = targets.get(id);
    if (path !== undefined && path !== '') return path;
  }
  return null;
}
