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

/** Before this much work is done, or this many seconds have passed, a time estimate is a guess. */
const ESTIMATE_FROM_PROGRESS = 0.1;
const ESTIMATE_FROM_SECONDS = 5;

/**
 * Seconds left, extrapolated from the progress so far (engines that report per tile, such as
 * upscale, move at a steady rate), or null while too little has happened to tell.
 */
export function secondsLeft(progress: number, elapsedSeconds: number | null): number | null {
  if (elapsedSeconds === null || progress < ESTIMATE_FROM_PROGRESS || progress >= 1 || elapsedSeconds < ESTIMATE_FROM_SECONDS) return null;
  return Math.max(1, Math.round((elapsedSeconds * (1 - progress)) / progress));
}
