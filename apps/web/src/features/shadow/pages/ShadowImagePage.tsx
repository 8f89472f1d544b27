import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { ToolPageLayout, ToolResultView, useToolRun } from '../../tools';
import { readShadowBatch } from '../shadowBatchStorage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One photo's shadow with the last chosen system preset (or the one in `?job=`), before/after and download. */
export function ShadowImagePage() {
  const { t } = useTranslation('shadow');
  const lang = useLanguage();
  const { imageId = '' } = useParams();
  const presetId = readShadowBatch().presetId;
  // The remembered choice is sent by id when it is a system preset (own presets have uuids: edit page).
  const params = UUID.test(presetId) ? {} : { presetId };
  const run = useToolRun('shadow', imageId, params);
  return (
    <ToolPageLayout tool="shadow" title={t('title')} subtitle={t('subtitle')}>
      <ToolResultView
        tool="shadow"
        inputImageId={imageId}
        job={run.job}
        startError={run.startError}
        waiting={run.waiting}
        onStart={() => void run.start()}
        onRetry={() => void run.rerun(params)}
        extra={
          <Button component={Link} to={`/${lang}/shadow/${imageId}/edit`} variant="light" leftSection={<IconAdjustments size={16} />} w="fit-content">
            {t('editTitle')}
          </Button>
        }
      />
    </ToolPageLayout>
  );
}
