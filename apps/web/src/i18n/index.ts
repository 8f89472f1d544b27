import { LANGUAGES, type Language } from '@vitrina/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from './resources';

/**
 * Namespaces the shell renders on every page (header, menu, balance, banners, legal links):
 * loaded before the first paint. A page's own namespaces load when its components ask for them
 * (useTranslation suspends until then), so no key name is ever shown.
 */
export const SHELL_NAMESPACES = ['common', 'layout', 'billing', 'privacy', 'toolkit'] as const;

/**
 * Initialises i18next in the given language and resolves once the shell's texts are loaded.
 * Only that language is fetched: there is no fallback language, since every locale has every key
 * (locales.test.ts), and a change of language loads the new one before switching (applyLanguage).
 */
export async function initI18n(language: Language): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      load: 'currentOnly',
      supportedLngs: [...LANGUAGES],
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    });
  return i18next;
}
