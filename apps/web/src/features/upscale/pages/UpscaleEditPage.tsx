import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { toolJobApi, ToolPageLayout } from '../../tools';
import { UpscaleSettings, type UpscaleSettingsValue } from '../UpscaleSettings';

/** Re-run the upscale with another factor, exact width or model: a new version. */
export function UpscaleEditPage() {
  const { t } = useTranslation('upscale');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { imageId = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const run = async ({ size, model }: UpscaleSettingsValue) => {
    setBusy(true);
    try {
      const job = await toolJobApi.start('upscale', imageId, { ...size, model });
      await navigate(`/${lang}/upscale/${imageId}?job=${job.id}`);
    } catch (error) {
      showErrorToast(error);
      setBusy(false);
    }
  };
  return (
    <ToolPageLayout tool="upscale" title={t('editTitle')} subtitle={t('editSubtitle')}>
      <Paper withBorder radius="lg" p="md">
        <UpscaleSettings busy={busy} onRun={(value) => void run(value)} />
      </Paper>
    </ToolPageLayout>
  );
}
