import type { Job } from '@vitrina/contracts';
import type { TFunction } from 'i18next';
import { queueWait } from '../../common/jobs/queueWait';

/**
 * The banner's words for the user's waiting jobs: how many, and when the first of them starts
 * (the smallest estimate; the server counts every user's jobs ahead, users taking turns).
 */
export function queuedWorkText(queued: readonly Pick<Job, 'queue'>[], t: TFunction<'toolkit'>): string {
  const estimates = queued.map((job) => job.queue?.estimatedSeconds).filter((value): value is number => typeof value === 'number');
  if (estimates.length === 0) return t('banner.queuedNoEstimate', { count: queued.length });
  const wait = queueWait({ ahead: 0, estimatedSeconds: Math.min(...estimates) });
  return t('banner.queued', { count: queued.length, wait: t(wait.key, wait.values) });
}
