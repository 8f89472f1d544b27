import type { RouteObject } from 'react-router';

/**
 * What a feature's `routes.tsx` exports (and its manifest carries). Paths are relative: `protected`
 * and `public` to `/:lang`, `guest` and `authPublic` to `/:lang/auth`. A feature registers a page
 * only when the page works (no placeholders); a manifest's header and menu entries lead to the
 * route marked `handle: navHandle(id)`.
 */
export interface FeatureRoutes {
  /** Pages that need a loaded profile (spec §2), rendered inside the app layout. */
  protected?: RouteObject[];
  /** Login, Registration, ForgetPassword: a visitor with a token gets the profile loaded and is sent to Main. */
  guest?: RouteObject[];
  /** Pages under /:lang that anyone may open, signed in or not (terms, privacy). */
  public?: RouteObject[];
  /** Other pages under /:lang/auth that anyone may open (the Google callback). */
  authPublic?: RouteObject[];
}

/** All registered routes, grouped by access (the union of every feature's FeatureRoutes). */
export type RegisteredRoutes = Required<{ [Group in keyof FeatureRoutes]: RouteObject[] }>;
