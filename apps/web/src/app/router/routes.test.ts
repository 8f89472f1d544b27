import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStorage } from '../../common/storage/storage';
import { useAuthStore } from '../../features/session';
import { initI18n } from '../../i18n';
import { navHandle } from '../../common/routing/navItems';
import { collectFirstSegments, collectNavTargets } from '../navigation/navTargets';
import { buildRouteTree } from './routes';

const page = (path: string, nav?: Parameters<typeof navHandle>[0]): RouteObject => ({ path, handle: nav ? navHandle(nav) : undefined, element: null });

function createRouter(protectedRoutes: RouteObject[], guest: RouteObject[], at: string, publicRoutes: RouteObject[] = []) {
  const routes = { protected: protectedRoutes, guest, authPublic: [], public: publicRoutes };
  const tree = buildRouteTree({
    routes,
    navTargets: collectNavTargets(protectedRoutes),
    knownFirstSegments: new Set(['auth', ...collectFirstSegments([...protectedRoutes, ...publicRoutes])]),
  });
  return createMemoryRouter(tree, { initialEntries: [at] });
}

/** Runs the navigation (middleware, guards, loaders, redirects) without rendering, and reports where it ended. */
async function landOn(at: string, options: { protected?: RouteObject[]; guest?: RouteObject[]; public?: RouteObject[] } = {}): Promise<string> {
  const router = createRouter(options.protected ?? [], options.guest ?? [], at, options.public);
  // Generous: the first navigation imports the lazy layout modules (transformed on first use).
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 15_000 });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

function serveProfile(status: number) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(status === 200 ? { data: { id: 7 } } : { error: { code: 'unauthorized', message: 'x' } }), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStorage.remove('accessToken');
  appStorage.remove('refreshToken');
  useAuthStore.getState().resetProfile();
});

describe('route tree (spec §2), anonymous', () => {
  it('replaces an invalid language with en and then guards the page', async () => {
    expect(await landOn('/xx/editor', { protected: [page('editor', 'generation')] })).toBe('/en/auth/login');
  });

  it('keeps an unknown route on its "page not found" (it goes on to Main after a countdown), and sends Main to Login', async () => {
    expect(await landOn('/es/nothing/here')).toBe('/es/nothing/here');
    expect(await landOn('/es')).toBe('/es/auth/login');
  });

  it('sends /:lang/auth to Login and stays there', async () => {
    expect(await landOn('/ko/auth')).toBe('/ko/auth/login');
  });

  it('lets an anonymous visitor open a public page (terms), and repairs it without a language', async () => {
    expect(await landOn('/ar/terms', { public: [page('terms')] })).toBe('/ar/terms');
    expect(await landOn('/terms', { public: [page('terms')] })).toBe('/en/terms');
  });

  it('lets an anonymous visitor open a guest page', async () => {
    expect(await landOn('/en/auth/registration', { guest: [page('registration')] })).toBe('/en/auth/registration');
  });
});

describe('route tree, with a token', () => {
  it('sends Main to CreateProduct once it is registered', async () => {
    serveProfile(200);
    appStorage.set('accessToken', 't');
    expect(await landOn('/en', { protected: [page('gallery', 'gallery'), page('editor', 'generation')] })).toBe('/en/editor');
    expect(useAuthStore.getState()).toMatchObject({ isAdmin: true, profile: { id: 7 } });
  });

  it('sends Main to the first registered service before CreateProduct exists', async () => {
    serveProfile(200);
    appStorage.set('accessToken', 't');
    expect(await landOn('/ar', { protected: [page('gallery', 'gallery'), page('upscale', 'upscale')] })).toBe('/ar/upscale');
    expect(await landOn('/ar/unknown', { protected: [page('gallery', 'gallery'), page('upscale', 'upscale')] })).toBe('/ar/unknown');
  });

  it('sends a signed-in user away from a guest page to Main', async () => {
    serveProfile(200);
    appStorage.set('accessToken', 't');
    expect(await landOn('/en/auth/login', { guest: [page('login')], protected: [page('gallery', 'gallery')] })).toBe('/en/gallery');
  });

  it('keeps a guest page when the profile fails to load, and removes the token', async () => {
    serveProfile(401);
    appStorage.set('accessToken', 'stale');
    expect(await landOn('/en/auth/login', { guest: [page('login')] })).toBe('/en/auth/login');
    expect(appStorage.get('accessToken')).toBeNull();
  });

  it('stores a token from the address and removes it from there', async () => {
    const fetchMock = serveProfile(200);
    expect(await landOn('/en/gallery?token=from-link&utm_source=ad', { protected: [page('gallery', 'gallery')] })).toBe('/en/gallery?utm_source=ad');
    expect(appStorage.get('accessToken')).toBe('from-link');
    expect(appStorage.get('utm_source')).toBe('ad');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
