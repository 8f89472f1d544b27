import { isLanguage } from '@vitrina/contracts';
import { redirect, type MiddlewareFunction } from 'react-router';
import { appStorage } from '../../common/storage/storage';
import type { StorageKey } from '../../common/storage/storageKeys';
import { applyLanguage } from '../../i18n/applyLanguage';
import { entryHooks } from './entryHooks';
import { captureEntryParams } from './entryParams';
import { pathWithDefaultLanguage } from './languagePath';

const storageWriter = { setItem: (key: string, value: string) => appStorage.set(key as StorageKey, value) };

/**
 * Middleware of `/:lang`, run before every guard and loader below it: a path without a valid
 * language goes to en (spec §2), entry query values are stored, entry hooks run, and the
 * interface switches to the route's language. A returned redirect stops the navigation there
 * (react-router treats it like a thrown one).
 */
export function languageMiddleware(knownFirstSegments: ReadonlySet<string>): MiddlewareFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    if (!isLanguage(params.lang)) return redirect(pathWithDefaultLanguage(url, knownFirstSegments));
    const cleaned = captureEntryParams(url, storageWriter);
    if (cleaned) return redirect(cleaned);
    for (const hook of entryHooks) {
      const target = await hook({ url, lang: params.lang });
      if (target) return redirect(target);
    }
    await applyLanguage(params.lang);
  };
}
