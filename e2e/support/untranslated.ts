/// <reference lib="dom" />
// Callbacks passed to page.evaluate() run in the browser.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { webLocale } from './locales';

/**
 * Latin words that are right in every language: the brand, products and standards named as they
 * are, file formats, units, keys, and single letters of sizes. Lower case.
 */
export const ALLOWED_WORDS = new Set([
  'vitrina',
  'altcha',
  'google',
  'telegram',
  'comfyui',
  'fal',
  'ai',
  'api',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'svg',
  'zip',
  'json',
  'csv',
  'mb',
  'kb',
  'gb',
  'px',
  'cm',
  'kg',
  'ctrl',
  'shift',
  'alt',
  'esc',
  'enter',
  'cmd',
  'gdpr',
  'pipa',
  'ip',
  'url',
  'id',
  'x-api-key',
  'webhook',
  'webhooks',
  'xs',
  'xl',
  'xxl',
  'usd',
  // Intl writes US dollars as "US$" in es, ar and ko.
  'us',
  'eur',
  'aed',
  'krw',
  'english',
  'español',
  'espa',
  'ol',
  'https',
  'http',
  'www',
  'com',
]);

/**
 * Keys whose values stay in Latin script in every language by choice: prompt ideas and
 * placeholders are English because the engines read English best (spec, Generation), domain
 * examples are host names, tags like <terms> mark links, paths and names are typed as shown.
 * Any other locale value with a Latin word outside the allow-list is untranslated English.
 */
export const LATIN_BY_CHOICE = [
  'auth.fields.agreement',
  'engines.required.',
  'generation.form.promptPlaceholder',
  'generation.ideas.prompts.',
  'profile.domains.',
  'publicApi.domains.explain',
  'publicApi.keyDetails.webhookSecretHelp',
];

/**
 * Every word of a language's locale values, lower case; with `keyPrefixes`, only of the values
 * whose `namespace.key.path` starts with one of them.
 */
export function localeVocabulary(language: string, keyPrefixes?: string[]): Set<string> {
  const dir = fileURLToPath(new URL(`../../apps/web/src/i18n/locales/${language}/`, import.meta.url));
  const words = new Set<string>();
  const chosen = (path: string) => !keyPrefixes || keyPrefixes.some((prefix) => path === prefix || path.startsWith(prefix));
  const collect = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (chosen(path)) for (const word of latinWords(value.replace(/{{[^}]*}}/g, ' '))) words.add(word);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) collect(child, `${path}.${key}`);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    collect(webLocale(language, namespace), namespace);
  }
  return words;
}

/** Latin-script words of two letters or more, lower case; addresses, e-mails and file names are left out. */
export function latinWords(text: string): string[] {
  const cleaned = text.replace(/\S+@\S+|https?:\/\/\S+|\S+\.(png|jpe?g|webp|svg|zip|json)\b/gi, ' ');
  return (cleaned.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]*[A-Za-zÀ-ÿ]/g) ?? []).map((word) => word.toLowerCase());
}

/**
 * What a user reads or hears on the page: the text of visible elements, the title, and the names
 * and hints of visible elements (aria-label, placeholder, title, alt). Left out: what assistive
 * technology skips (aria-hidden), code and settings shown as they must be typed (<code>, <kbd>),
 * and anything marked translate="no" (the user's own texts).
 */
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = (element: Element) => Boolean(element.closest('[aria-hidden="true"], [translate="no"], code, kbd, script, style, noscript'));
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) && !skipped(element);
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent?.trim() && shown(parent)) texts.push(node.textContent);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * English that should have been translated. In Arabic and Korean any Latin word outside the
 * allow-list is one (the locale's own Latin words, like English prompt ideas the spec advises,
 * count as chosen). In Spanish, a word of the English texts that the Spanish texts never use.
 */
export function untranslatedWords(texts: string[], language: string, vocabularies: { english: Set<string>; own: Set<string> }): string[] {
  const found = new Set<string>();
  for (const word of texts.flatMap(latinWords)) {
    if (ALLOWED_WORDS.has(word) || vocabularies.own.has(word)) continue;
    if (language === 'es' && !vocabularies.english.has(word)) continue;
    found.add(word);
  }
  return [...found].sort();
}
