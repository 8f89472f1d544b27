import i18next from 'i18next';

/**
 * Wraps a route's `lazy` so that the page's locale namespaces load in parallel with its code.
 * Components that call useTranslation(ns) would load them anyway (suspending first); this saves
 * that second round trip, and matters for code that reads i18next outside React (i18next.t).
 */
export function withTexts<Route>(namespaces: readonly string[], load: () => Promise<Route>): () => Promise<Route> {
  return async () => {
    const [route] = await Promise.all([load(), i18next.loadNamespaces([...namespaces])]);
    return route;
  };
}
