import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Reads a web locale file, so tests compare with the very texts the app ships. */
export function webLocale(language: string, namespace: string): Record<string, unknown> {
  const path = fileURLToPath(new URL(`../../apps/web/src/i18n/locales/${language}/${namespace}.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}
