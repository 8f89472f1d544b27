import { Button, Paper } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { lookNumber, lookParams } from '../../../common/routing/lookParams';
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
  // An erase look's soft edge (featherPx) applies to my photo too; without a look, the tool's default.
  const location = useLocation();
  const [featherPx] = useState(() => {
    const look = lookParams(location.state as unknown, 'inpaint');
    return look && look.featherPx !== undefined ? Math.round(lookNumber(look.featherPx, 0, 32, 2)) : undefined;
  });
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
          <MaskEditor variant="selection" photoUrl={`/api/files/${imageId}`} saving={erase.busy} onSave={(mask) => void erase.run(imageId, mask, { featherPx })} actionLabel={t('erase')} />
        </Paper>
      )}
    </ToolPageLayout>
  );
}
