import { useTranslation } from 'react-i18next';
import { ToolIndexPage } from '../../tools';

export function CreateBackgroundIndexPage() {
  const { t } = useTranslation('createBackground');
  return <ToolIndexPage tool="create-background" title={t('title')} subtitle={t('subtitle')} />;
}
