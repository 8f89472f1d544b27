import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vitrina/contracts';

/**
 * Where a URL whose first segment is not a language goes (spec §2: Main in en). The rest of the
 * path is kept so that `/xx/editor` opens `/en/editor`; a first segment the app knows as a page
 * (`/gallery`) is kept too, so `/gallery` opens `/en/gallery`.
 */
export function pathWithDefaultLanguage(url: Pick<URL, 'pathname' | 'search' | 'hash'>, knownFirstSegments: ReadonlySet<string>): string {
  const [first = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  const kept = knownFirstSegments.has(first) ? [first, ...rest] : rest;
  const tail = kept.join('/');
  return `/${DEFAULT_LANGUAGE}${tail ? `/${tail}` : ''}${url.search}${url.hash}`;
}

/** The language for a URL without one (`/`): the one the user chose before, else the browser's, else en. */
export function preferredLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const candidate of browserLanguages) {
    const base = candidate.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a path starts with, if it starts with one (used at boot, before the router runs). */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.replace(/^\/+/, '').split('/')[0];
  return isLanguage(first) ? first : null;
}
