import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MaskEditor, ToolPageLayout } from '../../tools';
import { useMaskedJob } from '../useMaskedJob';

/** Erase more on an image (usually an earlier result): paint, erase, a new version. */
export function InpaintEditPage() {
  const { t } = useTranslation('inpaint');
  const { imageId = '' } = useParams();
  const erase = useMaskedJob('inpaint', 'inpaint');
  return (
    <ToolPageLayout tool="inpaint" title={t('title')} subtitle={t('paintHint')}>
      <Paper withBorder radius="lg" p="md">
        <MaskEditor variant="selection" photoUrl={`/api/files/${imageId}`} saving={erase.busy} onSave={(mask) => void erase.run(imageId, mask)} actionLabel={t('erase')} />
      </Paper>
    </ToolPageLayout>
  );
}
