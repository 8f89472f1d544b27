import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { ToolPageLayout, ToolResultView, useToolRun } from '../../tools';

/** The product on the default studio backdrop (or the job in `?job=`), with before/after, download, share. */
export function CreateBackgroundImagePage() {
  const { t } = useTranslation('createBackground');
  const lang = useLanguage();
  const { imageId = '' } = useParams();
  const run = useToolRun('create-background', imageId, {});
  return (
    <ToolPageLayout tool="create-background" title={t('title')} subtitle={t('subtitle')}>
      <ToolResultView
        tool="create-background"
        inputImageId={imageId}
        job={run.job}
        startError={run.startError}
        waiting={run.waiting}
        onStart={() => void run.start()}
        onRetry={() => void run.rerun({})}
        extra={
          <Button component={Link} to={`/${lang}/create-background/${imageId}/edit`} variant="light" leftSection={<IconAdjustments size={16} />} w="fit-content">
            {t('editTitle')}
          </Button>
        }
      />
    </ToolPageLayout>
  );
}
