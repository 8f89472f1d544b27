import { useTranslation } from 'react-i18next';
import { ToolGalleryPage } from '../../tools';

export function RemoveBackgroundGalleryPage() {
  const { t } = useTranslation('removeBackground');
  return <ToolGalleryPage tool="remove-background" title={t('title')} />;
}
