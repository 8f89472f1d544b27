import { useTranslation } from 'react-i18next';
import { ToolGalleryPage } from '../../tools';

export function CreateBackgroundGalleryPage() {
  const { t } = useTranslation('createBackground');
  return <ToolGalleryPage tool="create-background" title={t('title')} />;
}
