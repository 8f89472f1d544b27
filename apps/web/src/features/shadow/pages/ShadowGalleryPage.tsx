import { useTranslation } from 'react-i18next';
import { ToolGalleryPage } from '../../tools';

export function ShadowGalleryPage() {
  const { t } = useTranslation('shadow');
  return <ToolGalleryPage tool="shadow" title={t('title')} />;
}
