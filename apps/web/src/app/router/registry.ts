import { setRegisteredPageSegments } from '../../common/routing/toolTargets';
import { collectFirstSegments, collectNavTargets, type NavTargets } from '../navigation/navTargets';
import { featureRoutes } from './featureRoutes';
import type { RegisteredRoutes } from '../../common/routing/featureRoutes';

/** The registered routes, grouped by access, and what the shell derives from them. */
export const registeredRoutes: RegisteredRoutes = {
  protected: featureRoutes.flatMap((feature) => feature.protected ?? []),
  guest: featureRoutes.flatMap((feature) => feature.guest ?? []),
  authPublic: featureRoutes.flatMap((feature) => feature.authPublic ?? []),
  public: featureRoutes.flatMap((feature) => feature.public ?? []),
};

/** Header and menu entries that have a page, with its path under /:lang. */
export const navTargets: NavTargets = collectNavTargets(registeredRoutes.protected);

/** First path segments of pages, so `/gallery` (no language) can be repaired to `/en/gallery`. */
export const knownFirstSegments: ReadonlySet<string> = new Set(['auth', ...collectFirstSegments([...registeredRoutes.protected, ...registeredRoutes.public])]);

// "Open in another tool" menus (common/) offer only tools whose page is registered.
setRegisteredPageSegments(registeredRoutes.protected.map((route) => (route.path ?? '').split('/')[0] ?? ''));
