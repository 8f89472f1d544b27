import { Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { lookParams } from '../../../common/routing/lookParams';
import { JobProgress, MaskEditor, ToolPageLayout, ToolResultView, useJob, useToolRun } from '../../tools';
import { useMaskedJob } from '../../inpaint';

/**
 * Watermarks are found first (free `watermark-detect`, `?detect=`), shown in red for the user
 * to correct with the brush, then removed (`watermark-removal` with that mask, `?job=`).
 */
export function WatermarksImagePage() {
  const { t } = useTranslation('watermarks');
  const { imageId = '' } = useParams();
  const [search] = useSearchParams();
  const removalJobId = search.get('job');
  // A watermark look made with detectTiled also looks for one faint mark repeated over the photo.
  // Read once: starting the detection clears the navigation state.
  const location = useLocation();
  const [detectTiled] = useState(() => lookParams(location.state as unknown, 'watermark-removal')?.detectTiled === true);
  const detection = useToolRun('watermark-detect', imageId, detectTiled ? { detectTiled } : {}, { searchParam: 'detect', autoStart: 'always' });
  const { data: removal } = useJob(removalJobId);
  const remove = useMaskedJob('watermark-removal', 'watermarks');
  const detectedMask = detection.job?.status === 'succeeded' ? detection.job.outputs[0] : undefined;

  if (removalJobId)
    return (
      <ToolPageLayout tool="watermarks" title={t('title')} subtitle={t('engineNote')}>
        <ToolResultView tool="watermarks" inputImageId={imageId} job={removal} startError={null} onRetry={() => undefined} />
      </ToolPageLayout>
    );

  return (
    <ToolPageLayout tool="watermarks" title={t('title')} subtitle={detectedMask ? t('checkMask') : t('detecting')}>
      <Paper withBorder radius="lg" p="md">
        {detection.startError ? <Text c="red">{detection.startError}</Text> : null}
        {detectTiled ? (
          <Text size="sm" c="dimmed" mb="xs" data-testid="look-tiled">
            {t('tiledFromLook')}
          </Text>
        ) : null}
        {detectedMask ? (
          <MaskEditor
            variant="selection"
            photoUrl={`/api/files/${imageId}`}
            maskUrl={detectedMask.url}
            saving={remove.busy}
            allowUnchanged
            actionLabel={t('remove')}
            onSave={(mask) => void remove.run(imageId, mask, { detectTiled })}
          />
        ) : detection.job ? (
          <JobProgress job={detection.job} />
        ) : null}
      </Paper>
    </ToolPageLayout>
  );
}
