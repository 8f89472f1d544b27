import { createBrowserRouter } from 'react-router';
import { addApiErrorListener, addApiSuccessListener, setSessionExpiredHandler } from '../../common/api/api';
import { queryClient } from '../../common/api/queryClient';
import { modalHref } from '../../common/modals/modalNavigation';
import { billingModalFor, refreshBalanceAfter } from '../../features/billing';
import { isAuthPath, paths } from '../../common/routing/paths';
import { listenForLogoutElsewhere } from '../../features/auth';
import { clearSession } from '../../features/session';
import { currentLanguage } from '../../i18n/currentLanguage';
import { knownFirstSegments, navTargets, registeredRoutes } from './registry';
import { buildRouteTree } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Creates the router. Call it after i18n is initialised: creating a browser router starts the
 * first navigation at once, and its middleware switches the language.
 */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(buildRouteTree({ routes: registeredRoutes, navTargets, knownFirstSegments }));

  // A refresh the server rejected (spec §4): forget the session and go to Login, unless the user
  // is on (or on the way to) a public auth page, which stays where it is.
  setSessionExpiredHandler(() => {
    clearSession();
    const { navigation, location } = router.state;
    if (isAuthPath((navigation.location ?? location).pathname)) return;
    void router.navigate(paths.login(currentLanguage()), { replace: true });
  });

  // Any call refused for credits, an expired plan or a locked feature opens its dialog over the current page (spec §4, §6).
  addApiErrorListener((error) => {
    const modal = billingModalFor(error);
    if (modal) void router.navigate(modalHref(router.state.location, modal));
  });
  // The header's balance follows tool runs and job ends, whichever feature made the call.
  addApiSuccessListener(refreshBalanceAfter(queryClient));

  // A logout in another tab (spec §4) logs this one out too.
  listenForLogoutElsewhere(() => void router.navigate(paths.login(currentLanguage()), { replace: true }));

  return router;
}
