import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vitrina/contracts';
import { redirect, type MiddlewareFunction } from 'react-router';
import { paths } from '../../common/routing/paths';
import { ensureProfile } from './session';

function routeLanguage(params: Record<string, string | undefined>): Language {
  return isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
}

/**
 * Middleware of the protected area (spec §2): a loaded profile, or Login. Runs before the pages'
 * loaders, so a feature's loader only ever runs for a signed-in user.
 */
export const requireProfile: MiddlewareFunction = async ({ params }) => {
  if ((await ensureProfile()) !== 'loaded') return redirect(paths.login(routeLanguage(params)));
};

/** Middleware of Login, Registration and ForgetPassword: a signed-in user goes to Main; otherwise the page stays. */
export const redirectSignedInUser: MiddlewareFunction = async ({ params }) => {
  if ((await ensureProfile()) === 'loaded') return redirect(paths.main(routeLanguage(params)));
};
