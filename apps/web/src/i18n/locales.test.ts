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

describe('locale resources', () => {
  const byLanguage = new Map(LANGUAGES.map((language) => [language, keysOf(language)]));
  const allKeys = new Set([...byLanguage.values()].flatMap((keys) => [...keys.keys()]));

  it('has a folder for exactly the routable languages', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGES].sort());
    expect(allKeys.size).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('%s has every key that any language has', (language) => {
    const keys = byLanguage.get(language) ?? new Map();
    expect([...allKeys].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty or non-text values', (language) => {
    const bad = [...(byLanguage.get(language) ?? new Map()).entries()].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of English', (language) => {
    const english = byLanguage.get('en') ?? new Map();
    const keys = byLanguage.get(language) ?? new Map();
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const mismatched = [...english.entries()].filter(([key, text]) => keys.has(key) && placeholders(keys.get(key)).join() !== placeholders(text).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
