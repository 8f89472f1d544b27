import { MENU_ITEM_IDS, type MenuItem, type NavItem } from '../../common/routing/navItems';
import { setImageToolTargets } from '../../common/routing/toolTargets';
import { collectFirstSegments, collectNavTargets, type NavTargets } from '../navigation/navTargets';
import { featureManifests } from './featureRoutes';
import type { RegisteredRoutes } from '../../common/routing/featureRoutes';

/** The registered routes, grouped by access, and what the shell derives from them. */
export const registeredRoutes: RegisteredRoutes = {
  protected: featureManifests.flatMap((feature) => feature.routes.protected ?? []),
  guest: featureManifests.flatMap((feature) => feature.routes.guest ?? []),
  authPublic: featureManifests.flatMap((feature) => feature.routes.authPublic ?? []),
  public: featureManifests.flatMap((feature) => feature.routes.public ?? []),
};

/** Header and menu entries that have a page, with its path under /:lang. */
export const navTargets: NavTargets = collectNavTargets(registeredRoutes.protected);

const isMenuItem = (item: NavItem): item is MenuItem => item.section !== 'header';

/** The side menu's entries the manifests declare, in menu order (MENU_ITEM_IDS). */
export const menuItems: readonly MenuItem[] = featureManifests
  .flatMap((feature) => (feature.nav ?? []).filter(isMenuItem))
  .sort((a, b) => MENU_ITEM_IDS.indexOf(a.id) - MENU_ITEM_IDS.indexOf(b.id));

/** First path segments of pages, so `/gallery` (no language) can be repaired to `/en/gallery`. */
export const knownFirstSegments: ReadonlySet<string> = new Set(['auth', ...collectFirstSegments([...registeredRoutes.protected, ...registeredRoutes.public])]);

// "Open in another tool" menus (common/) offer the tools the manifests declare.
setImageToolTargets(featureManifests.flatMap((feature) => feature.toolTargets ?? []));
