import { useTranslation } from 'react-i18next';

const KNOWN = ['studio', 'comfyui', 'fal'] as const;

/** An engine id in plain words ("ComfyUI diffusion server"); unknown ids are shown as they are. */
export function useEngineName(): (engine: string | null | undefined) => string {
  const { t } = useTranslation('engines');
  return (engine) => {
    if (!engine) return t('names.none');
    return (KNOWN as readonly string[]).includes(engine) ? t(`names.${engine as (typeof KNOWN)[number]}`) : engine;
  };
}
