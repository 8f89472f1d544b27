import { useTranslation } from 'react-i18next';
import { ToolIndexPage } from '../../tools';

export function OutpaintIndexPage() {
  const { t } = useTranslation('outpaint');
  return <ToolIndexPage tool="outpaint" title={t('title')} subtitle={t('subtitle')} />;
}
