import { DEFAULT_LANGUAGE, isLanguage } from '@vitrina/contracts';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../../common/routing/paths';
import { appStorage } from '../../common/storage/storage';
import { STORAGE_KEYS } from '../../common/storage/storageKeys';
import { redirectSignedInUser, requireProfile } from '../../features/session';
import { BootFallback, RootLayout } from '../layout/RootLayout';
import { RouteErrorBoundary } from '../layout/RouteErrorBoundary';
import { mainTarget, type NavTargets } from '../navigation/navTargets';
import { languageMiddleware } from './languageMiddleware';
import { preferredLanguage } from './languagePath';
import type { RegisteredRoutes } from '../../common/routing/featureRoutes';

const languageOf = (params: LoaderFunctionArgs['params']) => (isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE);

const isLoginPath = (request: Request, params: LoaderFunctionArgs['params']) =>
  new URL(request.url).pathname.replace(/\/+$/, '') === paths.login(languageOf(params));

export interface RouteTreeInput {
  routes: RegisteredRoutes;
  navTargets: NavTargets;
  knownFirstSegments: ReadonlySet<string>;
}

/**
 * The route tree (spec §2). Everything lives under /:lang; feature pages come from the
 * registered feature modules (featureRoutes.ts); the shell adds only Main, the auth redirect
 * and the fallbacks.
 */
export function buildRouteTree({ routes, navTargets, knownFirstSegments }: RouteTreeInput): RouteObject[] {
  const main: RouteObject = {
    index: true,
    // Main -> CreateProduct (or, until it exists, the first registered page; see navTargets.ts).
    loader: ({ params }) => {
      const target = mainTarget(navTargets);
      if (target) return redirect(`/${languageOf(params)}/${target}`);
      return null;
    },
    lazy: { Component: async () => (await import('../layout/EmptyWorkspace')).EmptyWorkspace },
  };

  return [
    {
      path: '/',
      loader: () => {
        const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
        return redirect(paths.main(preferredLanguage(appStorage.get(STORAGE_KEYS.lang), languages)));
      },
    },
    {
      path: '/:lang',
      middleware: [languageMiddleware(knownFirstSegments)],
      element: <RootLayout />,
      HydrateFallback: BootFallback,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          path: 'auth',
          children: [
            { index: true, loader: ({ params }) => redirect(paths.login(languageOf(params))) },
            { middleware: [redirectSignedInUser], children: routes.guest },
            ...routes.authPublic,
          ],
        },
        // Public pages (terms, privacy): open to everyone, no profile needed.
        ...routes.public.map((route) => ({ ...route, errorElement: <RouteErrorBoundary /> })),
        {
          middleware: [requireProfile],
          // The signed-in layout (header, menu, balance) loads with the first page that needs it,
          // so Login and public pages never fetch it (issue 19, first load). The object form lets the
          // router fetch it while the profile loads instead of before.
          lazy: { Component: async () => (await import('../layout/AppLayout')).AppLayout },
          children: [{ errorElement: <RouteErrorBoundary />, children: [main, ...routes.protected] }],
        },
        {
          // An unknown route says "page not found" with a way back, then goes on to Main by
          // itself (spec §2 "an unnamed route goes to Main"; issue 19: never silently). Login is
          // the exception: the shell sends people there, so while no page is registered for it,
          // it shows "not available yet" (no countdown: going on would loop Main -> Login), and a
          // signed-in user is sent on to Main from there, as from the real Login.
          path: '*',
          middleware: [(args, next) => (isLoginPath(args.request, args.params) ? redirectSignedInUser(args, next) : undefined)],
          loader: ({ params, request }) => ({ login: isLoginPath(request, params) }),
          lazy: { Component: async () => (await import('../layout/PageNotFound')).UnknownRoute },
        },
      ],
    },
  ];
}
