import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vitrina/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from './resources';

/** Initialises i18next synchronously with every bundled namespace, in the given language. */
export function initI18n(language: Language): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  return i18next;
}
