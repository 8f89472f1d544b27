import type { Job } from '@vitrina/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce, jobAnnouncement } from './announcer';

/** Announces a followed job's start, progress (by quarters), result and error in the live region. */
export function useJobAnnouncement(job: Job | undefined): void {
  const { t } = useTranslation('common');
  const previous = useRef<{ id: string; status: string; progress: number } | undefined>(undefined);
  useEffect(() => {
    if (!job) return;
    const before = previous.current?.id === job.id ? previous.current : undefined;
    previous.current = { id: job.id, status: job.status, progress: job.progress };
    const message = jobAnnouncement(before, job, {
      queued: t('a11y.jobQueued'),
      running: (percent) => t('a11y.jobRunning', { percent }),
      succeeded: t('a11y.jobSucceeded'),
      failed: (reason) => t('a11y.jobFailed', { reason }),
      cancelled: t('a11y.jobCancelled'),
    });
    if (message) announce(message);
  }, [job, t]);
}
