import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FeatureManifest } from '../../common/routing/featureManifest';
import type { AppRouteHandle, NavId } from '../../common/routing/navItems';
import { availableImageTools } from '../../common/routing/toolTargets';
import { entryHooks } from './entryHooks';
import { featureManifests } from './featureRoutes';
import { knownFirstSegments, menuItems, navTargets, registeredRoutes } from './registry';
import { buildRouteTree } from './routes';

/** Folders under features/ that are libraries other features build on, with no page of their own. */
const LIBRARIES: Record<string, string> = {
  tools: 'the kit the image tools build their pages from',
  session: 'the signed-in session, read by the guards and the features',
};

const featuresDir = fileURLToPath(new URL('../../features', import.meta.url));
const folders = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const manifestModules = import.meta.glob<Record<string, FeatureManifest>>('../../features/*/manifest.ts', { eager: true });
const manifestOf = (folder: string) => Object.values(manifestModules[`../../features/${folder}/manifest.ts`] ?? {})[0];

const tree = buildRouteTree({ routes: registeredRoutes, navTargets, knownFirstSegments });

/** An address that opens `path` (parameters filled in), under /en and, for sign-in pages, /en/auth. */
const addressOf = (path: string, underAuth: boolean) => `/en/${underAuth ? 'auth/' : ''}${path.replace(/:\w+/g, 'p1')}`;

/** Every route of a group with the path that opens it, children included. */
function flatten(routes: readonly RouteObject[], base = ''): { route: RouteObject; path: string }[] {
  return routes.flatMap((route) => {
    const path = [base, route.path ?? ''].filter(Boolean).join('/');
    return [{ route, path }, ...flatten(route.children ?? [], path)];
  });
}

const claimedNav = (routes: readonly RouteObject[]): NavId[] =>
  flatten(routes).flatMap(({ route }) => (route.handle as AppRouteHandle | undefined)?.nav ?? []);

describe('feature manifests', () => {
  it('every feature folder has a manifest, named after it, and the app lists it', () => {
    const features = folders.filter((folder) => !(folder in LIBRARIES));
    expect(features.length).toBeGreaterThan(10);
    for (const folder of features) {
      const manifest = manifestOf(folder);
      expect(manifest, `features/${folder}/manifest.ts`).toBeDefined();
      expect(manifest?.name).toBe(folder);
      expect(featureManifests, `featureRoutes.ts lists ${folder}`).toContain(manifest);
    }
    expect(new Set(featureManifests.map((manifest) => manifest.name)).size).toBe(featureManifests.length);
  });

  it('every route of every manifest is in the router, where its address leads', () => {
    for (const manifest of featureManifests) {
      const groups = Object.entries(manifest.routes) as [keyof FeatureManifest['routes'], RouteObject[]][];
      for (const [group, routes] of groups) {
        for (const { route, path } of flatten(routes)) {
          const address = addressOf(path, group === 'guest' || group === 'authPublic');
          const leaf = matchRoutes(tree, address)?.at(-1)?.route;
          expect(leaf?.path, `${manifest.name}: ${address}`).toBe(route.path);
          expect(leaf?.lazy ?? leaf?.loader, `${manifest.name}: ${address}`).toBe(route.lazy ?? route.loader);
        }
      }
    }
  });

  it('declares exactly the header and menu entries its routes claim, each entry once', () => {
    for (const manifest of featureManifests) {
      const declared = (manifest.nav ?? []).map((item) => item.id).sort();
      const claimed = [...new Set(Object.values(manifest.routes).flatMap((routes: RouteObject[]) => claimedNav(routes)))].sort();
      expect(declared, manifest.name).toEqual(claimed);
    }
    const all = featureManifests.flatMap((manifest) => manifest.nav ?? []).map((item) => item.id);
    expect(new Set(all).size).toBe(all.length);
    expect(menuItems.map((item) => item.id)).toEqual(expect.arrayContaining(['generation', 'gallery', 'plans', 'createBackground']));
    expect(navTargets.get('account')).toBe('profile');
  });

  it('offers "open in another tool" only for tools whose image page the same manifest registers', () => {
    for (const manifest of featureManifests) {
      for (const tool of manifest.toolTargets ?? []) {
        expect(flatten(manifest.routes.protected ?? []).map(({ path }) => path), `${manifest.name}: ${tool}`).toContain(`${tool}/:imageId`);
      }
    }
    expect(availableImageTools()).toEqual(['remove-background', 'upscale', 'shadow', 'create-background', 'inpaint', 'outpaint', 'watermarks', 'image-editor']);
    expect(availableImageTools('upscale')).not.toContain('upscale');
    expect(entryHooks.length).toBeGreaterThan(0);
  });
});
