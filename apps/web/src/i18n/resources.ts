import { isLanguage, type Language } from '@vitrina/contracts';
import type { BackendModule, ResourceKey } from 'i18next';

/**
 * Every `locales/<lang>/<namespace>.json` is picked up here: a feature adds its namespace by
 * adding four files, without touching this module. Each file is its own chunk, fetched when
 * i18next asks for it (the language in use, the namespaces a page needs), so the first page
 * never downloads the other languages (issue 19, first load).
 */
const files = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

function collect(): { loaders: Map<string, () => Promise<ResourceKey>>; namespaces: string[] } {
  const loaders = new Map<string, () => Promise<ResourceKey>>();
  const namespaces = new Set<string>();
  for (const [path, load] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const [, language, namespace] = match ?? [];
    if (!language || !namespace || !isLanguage(language)) continue;
    loaders.set(`${language}/${namespace}`, load);
    namespaces.add(namespace);
  }
  return { loaders, namespaces: [...namespaces].sort() };
}

const { loaders, namespaces: all } = collect();

/** Every namespace there is (the file names under locales/<lang>/). */
export const namespaces: readonly string[] = all;

/** One language's texts of one namespace. */
export function loadResource(language: Language, namespace: string): Promise<ResourceKey> {
  const load = loaders.get(`${language}/${namespace}`);
  return load ? load() : Promise.reject(new Error(`no locale file ${language}/${namespace}.json`));
}

/** i18next's backend over the locale chunks: a namespace loads on first use in a language. */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (!isLanguage(language)) return callback(new Error(`not an interface language: ${language}`), false);
    loadResource(language, namespace).then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
