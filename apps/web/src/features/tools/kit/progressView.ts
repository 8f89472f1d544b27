import type { Job } from '@vitrina/contracts';

/** Below this the engine has not reported a step yet (many report 0, then 1 at the end). */
const FIRST_STEP = 0.05;

export type ProgressView = { kind: 'queued' } | { kind: 'working' } | { kind: 'steps'; percent: number };

/** What the progress bar can honestly show for a job: its queue, its steps, or only that it works. */
export function progressView(job: Pick<Job, 'status' | 'progress'>): ProgressView {
  if (job.status === 'queued') return { kind: 'queued' };
  if (job.progress < FIRST_STEP) return { kind: 'working' };
  return { kind: 'steps', percent: Math.min(100, Math.round(job.progress * 100)) };
}
