import { isLanguage, type Language } from '@vitrina/contracts';
import type { Resource, ResourceLanguage } from 'i18next';

/**
 * Every `locales/<lang>/<namespace>.json` is picked up here: a feature adds its namespace by
 * adding four files, without touching this module. All languages are bundled (they are small),
 * so switching language never waits for the network.
 */
const files = import.meta.glob<ResourceLanguage>('./locales/*/*.json', { eager: true, import: 'default' });

function collect(): { resources: Resource; namespaces: string[] } {
  const resources: Partial<Record<Language, ResourceLanguage>> = {};
  const namespaces = new Set<string>();
  for (const [path, content] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const [, language, namespace] = match ?? [];
    if (!language || !namespace || !isLanguage(language)) continue;
    (resources[language] ??= {})[namespace] = content;
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces].sort() };
}

export const { resources, namespaces } = collect();
