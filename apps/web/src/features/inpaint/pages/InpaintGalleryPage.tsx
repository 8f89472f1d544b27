import { useTranslation } from 'react-i18next';
import { ToolGalleryPage } from '../../tools';

export function InpaintGalleryPage() {
  const { t } = useTranslation('inpaint');
  return <ToolGalleryPage tool="inpaint" title={t('title')} />;
}
