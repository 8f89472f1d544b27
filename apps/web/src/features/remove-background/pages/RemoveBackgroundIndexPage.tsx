import { useTranslation } from 'react-i18next';
import { ToolIndexPage } from '../../tools';

export function RemoveBackgroundIndexPage() {
  const { t } = useTranslation('removeBackground');
  return <ToolIndexPage tool="remove-background" title={t('title')} subtitle={t('subtitle')} />;
}
