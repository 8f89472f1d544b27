import { useTranslation } from 'react-i18next';

const KNOWN = ['studio', 'comfyui', 'fal'] as const;

/** An engine id in plain words ("built-in scene composer"), for a details line; an unknown id reads as "another image generator". */
export function useEngineName(): (engine: string | null | undefined) => string {
  const { t } = useTranslation('engines');
  return (engine) => {
    if (!engine) return t('names.none');
    return (KNOWN as readonly string[]).includes(engine) ? t(`names.${engine as (typeof KNOWN)[number]}`) : t('names.other');
  };
}
