import { useTranslation } from 'react-i18next';
import { ToolGalleryPage } from '../../tools';

export function OutpaintGalleryPage() {
  const { t } = useTranslation('outpaint');
  return <ToolGalleryPage tool="outpaint" title={t('title')} />;
}
