import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { uploadImage } from '../../../common/upload/uploadImage';
import { MaskEditor, toolJobApi, ToolPageLayout, useJob, JobProgress } from '../../tools';

/**
 * Touch up a cut-out with the brush. Saving uploads the painted mask and applies it to the
 * original photo (the free `apply-mask` tool): a new version; the earlier one stays in the gallery.
 */
export function RemoveBackgroundEditPage() {
  const { t } = useTranslation('removeBackground');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { imageId = '' } = useParams();
  const [search] = useSearchParams();
  const jobId = search.get('job');
  const { data: job } = useJob(jobId);
  const [saving, setSaving] = useState(false);
  const cutout = job?.status === 'succeeded' ? job.outputs[0] : undefined;

  const save = async (mask: Blob) => {
    setSaving(true);
    try {
      const maskImage = await uploadImage(new File([mask], 'mask.png', { type: 'image/png' }), 'mask');
      const next = await toolJobApi.start('apply-mask', imageId, { maskImageId: maskImage.id });
      await navigate(`/${lang}/remove-background/${imageId}?job=${next.id}`);
    } catch (error) {
      showErrorToast(error);
      setSaving(false);
    }
  };

  return (
    <ToolPageLayout tool="remove-background" title={t('editTitle')} subtitle={t('editSubtitle')}>
      <Paper withBorder radius="lg" p="md">
        {cutout ? (
          <MaskEditor photoUrl={`/api/files/${imageId}`} maskUrl={cutout.url} saving={saving} onSave={(mask) => void save(mask)} />
        ) : jobId === null || job?.status === 'failed' || job?.status === 'cancelled' ? (
          // Opened from an address without a finished cut-out: say what to do, never start paid work here.
          <Alert color="blue" variant="light" data-testid="no-cutout">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('noCutout')}</Text>
              <Button component={Link} to={`/${lang}/remove-background/${imageId}`}>
                {t('noCutoutAction')}
              </Button>
            </Stack>
          </Alert>
        ) : job ? (
          <JobProgress job={job} />
        ) : null}
      </Paper>
    </ToolPageLayout>
  );
}
