// Shared by the tool kit's job progress and the shell's waiting-jobs banner (keys of the toolkit namespace).
import type { JobQueuePosition } from '@vitrina/contracts';

/** The translation key and values that say how long a waiting job still waits (whole minutes past a minute). */
export function queueWait(queue: JobQueuePosition): { key: 'job.waitSeconds' | 'job.waitMinutes'; values: { seconds?: number; minutes?: number } } {
  const seconds = Math.max(1, queue.estimatedSeconds);
  if (seconds < 60) return { key: 'job.waitSeconds', values: { seconds } };
  return { key: 'job.waitMinutes', values: { minutes: Math.round(seconds / 60) } };
}
