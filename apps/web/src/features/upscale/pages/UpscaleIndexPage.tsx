import { useTranslation } from 'react-i18next';
import { ToolIndexPage } from '../../tools';

export function UpscaleIndexPage() {
  const { t } = useTranslation('upscale');
  return <ToolIndexPage tool="upscale" title={t('title')} subtitle={t('subtitle')} />;
}
