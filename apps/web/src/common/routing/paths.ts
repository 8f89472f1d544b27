import type { Language } from '@vitrina/contracts';

/** Paths the shell itself sends people to. Every route lives under /:lang (spec §2). */
export const paths = {
  main: (lang: Language) => `/${lang}`,
  login: (lang: Language) => `/${lang}/auth/login`,
  auth: (lang: Language) => `/${lang}/auth`,
  /** Products: where a thank-you modal closes to (spec §2). */
  products: (lang: Language) => `/${lang}/products-list`,
} as const;

/** Pages under /:lang/auth are public: the shell never sends someone there "to log in again". */
export function isAuthPath(pathname: string): boolean {
  return /^\/[^/]+\/auth(\/|$)/.test(pathname);
}

/** The same address in another language: `/en/gallery?x=1` -> `/ar/gallery?x=1`. */
export function pathInLanguage(location: { pathname: string; search?: string; hash?: string }, lang: Language): string {
  const rest = location.pathname.replace(/^\/+[^/]*/, '');
  return `/${lang}${rest}${location.search ?? ''}${location.hash ?? ''}`;
}
