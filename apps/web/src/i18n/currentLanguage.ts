import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vitrina/contracts';
import i18next from 'i18next';

/** The interface language in force (the route's `:lang`), for code outside React such as the API client. */
export function currentLanguage(): Language {
  const language = i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
