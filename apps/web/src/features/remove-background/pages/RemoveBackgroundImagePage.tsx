import { Button, Group } from '@mantine/core';
import { IconBrush } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { ToolPageLayout, ToolResultView, useToolRun } from '../../tools';
import { BackgroundSwatches } from '../BackgroundSwatches';

/** The cut-out of one photo: progress, then before/after on a background of choice, download, share. */
export function RemoveBackgroundImagePage() {
  const { t } = useTranslation('removeBackground');
  const lang = useLanguage();
  const { imageId = '' } = useParams();
  const run = useToolRun('remove-background', imageId, {}, { storageKey: 'remove-background' });
  const [background, setBackground] = useState<string | null>(null);
  return (
    <ToolPageLayout tool="remove-background" title={t('title')} subtitle={t('engineNote')}>
      <ToolResultView
        tool="remove-background"
        inputImageId={imageId}
        job={run.job}
        startError={run.startError}
        waiting={run.waiting}
        onStart={() => void run.start()}
        onRetry={() => void run.rerun({})}
        background={background}
        extra={
          <Group justify="space-between">
            <BackgroundSwatches value={background} onChange={setBackground} />
            {run.job ? (
              <Button component={Link} to={`/${lang}/remove-background/${imageId}/edit?job=${run.job.id}`} variant="light" leftSection={<IconBrush size={16} />}>
                {t('edit')}
              </Button>
            ) : null}
          </Group>
        }
      />
    </ToolPageLayout>
  );
}
