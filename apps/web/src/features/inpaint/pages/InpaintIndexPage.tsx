import { useTranslation } from 'react-i18next';
import { ToolIndexPage } from '../../tools';

export function InpaintIndexPage() {
  const { t } = useTranslation('inpaint');
  return <ToolIndexPage tool="inpaint" title={t('title')} subtitle={t('subtitle')} />;
}
