import { isLanguage, type Language } from '@vitrina/contracts';
import { useParams } from 'react-router';
import { currentLanguage } from '../../i18n/currentLanguage';

/** The route's language (`:lang`), which is also the interface language. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : currentLanguage();
}
