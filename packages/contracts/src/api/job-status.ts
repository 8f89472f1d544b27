export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Statuses a job never leaves. */
export const FINISHED_JOB_STATUSES = ['succeeded', 'failed', 'cancelled'] as const satisfies readonly JobStatus[];

export function isJobFinished(status: JobStatus): boolean {
  return (FINISHED_JOB_STATUSES as readonly JobStatus[]).includes(status);
}
