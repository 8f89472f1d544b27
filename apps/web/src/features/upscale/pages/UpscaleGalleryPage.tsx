import { useTranslation } from 'react-i18next';
import { ToolGalleryPage } from '../../tools';

export function UpscaleGalleryPage() {
  const { t } = useTranslation('upscale');
  return <ToolGalleryPage tool="upscale" title={t('title')} />;
}
