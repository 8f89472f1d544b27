import { useTranslation } from 'react-i18next';
import { ToolIndexPage } from '../../tools';

export function WatermarksIndexPage() {
  const { t } = useTranslation('watermarks');
  return <ToolIndexPage tool="watermarks" title={t('title')} subtitle={t('subtitle')} />;
}
