import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { toolJobApi, ToolPageLayout, ToolResultView, useJob } from '../../tools';
import { FrameEditor } from '../FrameEditor';
import type { Ratio } from '../frame';

/** Choose the new proportions and where the photo sits; then the expanded result. */
export function OutpaintImagePage() {
  const { t } = useTranslation('outpaint');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { imageId = '' } = useParams();
  const [search] = useSearchParams();
  const jobId = search.get('job');
  const { data: job } = useJob(jobId);
  const [busy, setBusy] = useState(false);

  const expand = async (ratio: Ratio, offset: { x: number; y: number }) => {
    setBusy(true);
    try {
      const started = await toolJobApi.start('outpaint', imageId, { ratio, offset });
      await navigate(`/${lang}/outpaint/${imageId}?job=${started.id}`);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolPageLayout tool="outpaint" title={t('title')} subtitle={jobId ? t('engineNote') : t('frameHint')}>
      {jobId ? (
        <ToolResultView tool="outpaint" inputImageId={imageId} job={job} startError={null} onRetry={() => void navigate(`/${lang}/outpaint/${imageId}`)} />
      ) : (
        <Paper withBorder radius="lg" p="md">
          <FrameEditor imageUrl={`/api/files/${imageId}`} busy={busy} onExpand={(ratio, offset) => void expand(ratio, offset)} />
        </Paper>
      )}
    </ToolPageLayout>
  );
}
