import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, 'locales');

/** Flattens a resource file into "namespace:a.b.c" -> value. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function keysOf(language: string): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  const dir = join(localesDir, language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), `${file.replace(/\.json$/, '')}:`, keys);
  }
  return keys;
}

/** i18next's plural suffixes (cardinal), in CLDR's order. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: `cards.count_few` -> `cards.count`. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();

describe('locale resources', () => {
  const byLanguage = new Map(LANGUAGES.map((language) => [language, keysOf(language)]));
  const allKeys = new Set([...byLanguage.values()].flatMap((keys) => [...keys.keys()].map(baseKey)));
  const pluralKeys = new Set([...byLanguage.values()].flatMap((keys) => [...keys.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey)));

  it('has a folder for exactly the routable languages', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGES].sort());
    expect(allKeys.size).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('%s has every key that any language has', (language) => {
    const keys = new Set([...(byLanguage.get(language) ?? new Map()).keys()].map(baseKey));
    expect([...allKeys].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('has plural keys, and none of them also exists without a suffix', () => {
    expect(pluralKeys.size).toBeGreaterThan(0);
    const mixed = LANGUAGES.flatMap((language) => [...pluralKeys].filter((key) => byLanguage.get(language)?.has(key)).map((key) => `${language} ${key}`));
    expect(mixed).toEqual([]);
  });

  it.each(LANGUAGES)('%s has exactly the plural forms its plural rules need, for every plural key', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = byLanguage.get(language) ?? new Map();
    const wrong = [...pluralKeys].flatMap((key) => {
      const forms = [...keys.keys()].filter((candidate) => PLURAL_SUFFIX.test(candidate) && baseKey(candidate) === key).map((candidate) => PLURAL_SUFFIX.exec(candidate)?.[1]);
      return forms.sort().join() === [...categories].sort().join() ? [] : [`${key}: ${forms.sort().join()}`];
    });
    expect(categories.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty or non-text values', (language) => {
    const bad = [...(byLanguage.get(language) ?? new Map()).entries()].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of English', (language) => {
    const english = byLanguage.get('en') ?? new Map();
    const keys = byLanguage.get(language) ?? new Map();
    // A plural form may leave out the number where the language spells it (Arabic "بطاقتان", two cards),
    // so forms other than `_other` use a subset of English's `_other` placeholders.
    const mismatched = [...keys.entries()].filter(([key, text]) => {
      const isPlural = PLURAL_SUFFIX.test(key);
      const reference = english.get(isPlural ? `${baseKey(key)}_other` : key);
      if (reference === undefined) return false;
      const wanted = placeholders(reference);
      const found = placeholders(text);
      if (!isPlural || key.endsWith('_other')) return found.join() !== wanted.join();
      return found.some((name) => !wanted.includes(name));
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
