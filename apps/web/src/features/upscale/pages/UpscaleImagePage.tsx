import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { ToolPageLayout, ToolResultView, useToolRun } from '../../tools';

/** The 4× upscale of one photo (default), with before/after, download and share. */
export function UpscaleImagePage() {
  const { t } = useTranslation('upscale');
  const lang = useLanguage();
  const { imageId = '' } = useParams();
  const run = useToolRun('upscale', imageId, {});
  return (
    <ToolPageLayout tool="upscale" title={t('title')} subtitle={t('subtitle')}>
      <ToolResultView
        tool="upscale"
        inputImageId={imageId}
        job={run.job}
        startError={run.startError}
        waiting={run.waiting}
        onStart={() => void run.start()}
        onRetry={() => void run.rerun({})}
        extra={
          <Button component={Link} to={`/${lang}/upscale/${imageId}/edit`} variant="light" leftSection={<IconAdjustments size={16} />} w="fit-content">
            {t('editTitle')}
          </Button>
        }
      />
    </ToolPageLayout>
  );
}
