import { useTranslation } from 'react-i18next';

/** A tool id ("image-edit", "product-cutout") in the user's words; an id without a label reads as "Image", never as the raw id. */
export function useToolLabel(): (tool: string) => string {
  const { t, i18n } = useTranslation('common');
  return (tool) => (i18n.exists(`common:tools.${tool}`) ? t(`tools.${tool}` as 'tools.upscale') : t('tools.other'));
}
