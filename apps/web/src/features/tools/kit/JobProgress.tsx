import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Job } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../common/notifications/toast';
import { queueWait } from './queueWait';
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
      {job.status === 'queued' && job.queue ? <QueuePlace queue={job.queue} /> : null}
    </Stack>
  );
}

/** Where a waiting job stands: the jobs ahead of it (users take turns) and a rough wait. */
function QueuePlace({ queue }: { queue: NonNullable<Job['queue']> }) {
  const { t } = useTranslation('toolkit');
  const wait = queueWait(queue);
  const waitText = t(wait.key, wait.values);
  return (
    <Text size="xs" c="dimmed" data-testid="job-queue-place">
      {queue.ahead === 0 ? t('job.queueNext', { wait: waitText }) : t('job.queuePlace', { ahead: queue.ahead, wait: waitText })}
    </Text>
  );
}
