import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Job } from '@vitrina/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../common/notifications/toast';
import { progressView, secondsLeft } from './progressView';
import { queueWait } from '../../../common/jobs/queueWait';
import { toolJobApi } from './toolJobApi';

/** Seconds since `since`, ticking once a second while mounted. */
function useElapsedSeconds(since: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [since]);
  return since ? Math.max(0, Math.round((now - Date.parse(since)) / 1000)) : null;
}

/**
 * The running job: the engine's real progress when it reports steps, with the time left once it
 * can be told from the rate so far; when it does not (one long step), a moving bar and the time it
 * has been working, never a bar frozen at a few per cent.
 * While it waits: its place in the queue and a time estimate. And a way to cancel it.
 */
export function JobProgress({ job }: { job: Job }) {
  const { t } = useTranslation('toolkit');
  const [cancelling, setCancelling] = useState(false);
  const elapsed = useElapsedSeconds(job.status === 'running' ? job.startedAt : null);
  const view = progressView(job);
  const durationText = (seconds: number) => {
    const wait = queueWait({ ahead: 0, estimatedSeconds: seconds });
    return t(wait.key, wait.values);
  };
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
  const left = view.kind === 'steps' ? secondsLeft(job.progress, elapsed) : null;
  const label =
    view.kind === 'queued'
      ? t('job.queued')
      : view.kind === 'steps'
        ? left !== null
          ? t('job.runningLeft', { percent: view.percent, time: durationText(left) })
          : t('job.running', { percent: view.percent })
        : elapsed !== null
          ? t('job.workingFor', { time: durationText(elapsed) })
          : t('job.starting');
  return (
    <Stack gap="xs" data-testid="job-progress">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" data-testid="job-progress-label">
          {label}
        </Text>
        <Button size="xs" variant="subtle" color="gray" loading={cancelling} onClick={() => void cancel()}>
          {t('job.cancel')}
        </Button>
      </Group>
      {view.kind === 'steps' ? (
        <Progress value={view.percent} animated striped aria-label={t('job.progressLabel')} />
      ) : (
        // No steps to show: a full, moving bar says "working" without pretending a percentage.
        // The section is the progressbar; its value text says what the full bar means.
        <Progress.Root>
          <Progress.Section value={100} animated striped color={view.kind === 'queued' ? 'gray.4' : 'brand.3'} aria-label={t('job.progressLabel')} aria-valuetext={label} />
        </Progress.Root>
      )}
      {view.kind === 'queued' && job.queue ? <QueuePlace queue={job.queue} /> : null}
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
