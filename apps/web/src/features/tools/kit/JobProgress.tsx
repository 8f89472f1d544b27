import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Job } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../common/notifications/toast';
import { toolJobApi } from './toolJobApi';

/** The running job: its real progress, and a way to cancel it (the reserved credit comes back). */
export function JobProgress({ job }: { job: Job }) {
  const { t } = useTranslation('toolkit');
  const [cancelling, setCancelling] = useState(false);
  const percent = Math.round(job.progress * 100);
  const cancel = async () => {
    setCancelling(true);
    try {
      await toolJobApi.cancel(job.id);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="job-progress">
      <Group justify="space-between">
        <Text size="sm">{job.status === 'queued' ? t('job.queued') : t('job.running', { percent })}</Text>
        <Button size="xs" variant="subtle" color="gray" loading={cancelling} onClick={() => void cancel()}>
          {t('job.cancel')}
        </Button>
      </Group>
      <Progress value={job.status === 'queued' ? 0 : Math.max(3, percent)} animated striped aria-label={t('job.progressLabel')} />
    </Stack>
  );
}
