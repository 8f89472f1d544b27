/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRouteFixture, PUBLIC_ROUTES, signedInRoutes, type RouteFixture } from './support/a11yRoutes';
import { settle, visit } from './support/axe';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/env';
import { signedInStorage } from './support/realUser';
import { LATIN_BY_CHOICE, localeVocabulary, pageTexts, untranslatedWords } from './support/untranslated';

/**
 * Issue 19, "every language, complete": every page of the router (signed out, then signed in,
 * the same list as the accessibility walk) rendered in ar, es and ko at 1366×768, read as a user
 * reads it (text, title, names of controls), fails on English words outside the allow-list:
 * texts the server sends (sticker categories, template names), raw ids, engine names, fallbacks.
 */

const DESKTOP = { width: 1366, height: 768 };
const english = localeVocabulary('en');

let browser: Browser;
let fixture: RouteFixture;

beforeAll(async () => {
  [browser, fixture] = await Promise.all([launchBrowser(), createRouteFixture()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Visits every page in `lang` and returns "page: words" for each page that shows English. */
async function walk(lang: string): Promise<string[]> {
  // Spanish shares the Latin script: all its own words count; in ar and ko only those Latin by choice.
  const own = lang === 'es' ? localeVocabulary(lang) : localeVocabulary(lang, LATIN_BY_CHOICE);
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, locale: lang });
  const page = await context.newPage();
  const findings: string[] = [];
  const check = async (route: string, reload: boolean) => {
    await visit(page, `/${lang}/${route}`, reload);
    await settle(page);
    const words = untranslatedWords(await pageTexts(page), lang, { english, own });
    if (words.length > 0) findings.push(`/${lang}/${route}: ${words.join(', ')}`);
  };
  try {
    for (const [index, route] of PUBLIC_ROUTES.entries()) await check(route, index === 0);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, signedInStorage(fixture.user));
    // The session is read at start-up: the first signed-in page is a fresh load.
    for (const [index, route] of [...signedInRoutes(fixture), 'no-such-page'].entries()) await check(route, index === 0);
  } finally {
    await context.close();
  }
  return findings;
}

describe('every page speaks the visitor\'s language', () => {
  for (const lang of ['ar', 'es', 'ko']) {
    it(`shows no untranslated English in ${lang}`, async ({ expect }) => {
      const findings = await walk(lang);
      expect(findings, findings.join('\n')).toEqual([]);
    }, 600_000);
  }
});
