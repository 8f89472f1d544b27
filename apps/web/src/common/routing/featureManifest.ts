import type { EntryHook } from './entryHook';
import type { FeatureRoutes } from './featureRoutes';
import type { NavItem } from './navItems';
import type { ImageTool } from './toolTargets';

/**
 * What a feature tells the app, in `features/<name>/manifest.ts`: app/ composes the manifests
 * (app/router/featureRoutes.ts) and reads the routes, the header and menu entries, the
 * "open in another tool" targets and the entry hooks from them. A manifest imports no page: pages
 * stay behind `lazy` in the feature's routes, so the manifests cost nothing on first load.
 */
export interface FeatureManifest {
  /** The feature's folder under features/. */
  name: string;
  routes: FeatureRoutes;
  /** Header and menu entries; each must be claimed by one of `routes` with `handle: navHandle(id)`. */
  nav?: readonly NavItem[];
  /** Image tools this feature's pages are: each needs a `<tool>/:imageId` route in `routes.protected`. */
  toolTargets?: readonly ImageTool[];
  /** Run on every navigation into /:lang (see EntryHook). */
  entryHooks?: readonly EntryHook[];
}
