import { textDirection, type Language } from '@vitrina/contracts';
import i18next from 'i18next';
import { appStorage } from '../common/storage/storage';
import { STORAGE_KEYS } from '../common/storage/storageKeys';

/** Sets the page's <html lang>, dir and title for a language (spec §2). */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirection(language);
  document.title = i18next.t('common:documentTitle', { lng: language });
}

/**
 * Makes `language` the interface language: texts, document attributes, remembered choice.
 * Resolves once the language's loaded namespaces are fetched, so texts switch all at once.
 */
export async function applyLanguage(language: Language): Promise<void> {
  if (i18next.language !== language) await i18next.changeLanguage(language);
  appStorage.set(STORAGE_KEYS.lang, language);
  applyDocumentLanguage(language);
}
