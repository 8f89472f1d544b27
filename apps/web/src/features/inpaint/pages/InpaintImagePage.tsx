import { Button, Paper } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { MaskEditor, ToolPageLayout, ToolResultView, useJob } from '../../tools';
import { useMaskedJob } from '../useMaskedJob';

/** Paint over what should disappear, erase it; then the result with before/after. */
export function InpaintImagePage() {
  const { t } = useTranslation('inpaint');
  const lang = useLanguage();
  const { imageId = '' } = useParams();
  const [search] = useSearchParams();
  const jobId = search.get('job');
  const { data: job } = useJob(jobId);
  const erase = useMaskedJob('inpaint', 'inpaint');
  const output = job?.status === 'succeeded' ? job.outputs[0] : undefined;
  return (
    <ToolPageLayout tool="inpaint" title={t('title')} subtitle={jobId ? t('engineNote') : t('paintHint')}>
      {jobId ? (
        <ToolResultView
          tool="inpaint"
          inputImageId={imageId}
          job={job}
          startError={null}
          onRetry={() => undefined}
          extra={
            output ? (
              <Button component={Link} to={`/${lang}/inpaint/${output.imageId}/edit`} variant="light" leftSection={<IconEraser size={16} />} w="fit-content">
                {t('again')}
              </Button>
            ) : null
          }
        />
      ) : (
        <Paper withBorder radius="lg" p="md">
          <MaskEditor variant="selection" photoUrl={`/api/files/${imageId}`} saving={erase.busy} onSave={(mask) => void erase.run(imageId, mask)} actionLabel={t('erase')} />
        </Paper>
      )}
    </ToolPageLayout>
  );
}
