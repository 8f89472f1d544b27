import { useTranslation } from 'react-i18next';
import { ToolGalleryPage } from '../../tools';

export function WatermarksGalleryPage() {
  const { t } = useTranslation('watermarks');
  // The page is "watermarks"; its outputs are the watermark-removal tool's.
  return <ToolGalleryPage tool="watermark-removal" title={t('title')} />;
}
