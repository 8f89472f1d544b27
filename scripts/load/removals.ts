/**
 * The background work: one user keeps one background removal per image queued or running for the
 * whole test (a new one as soon as one ends), on a real product photo.
 */
import type { LoadApi, LoadUser } from './accounts';

interface JobState {
  id: string;
  status: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface RemovalFigures {
  succeeded: number;
  failed: string[];
  /** Seconds from submission to start, per finished job. */
  waits: number[];
  /** Seconds from start to end, per finished job. */
  runs: number[];
}

const POLL_MS = 500;
const END_STATES = ['succeeded', 'failed', 'cancelled'];

/** One lane per image: an image takes one job at a time (409 operation_in_progress otherwise). */
export function runRemovals(api: LoadApi, user: LoadUser, imageIds: string[], until: { stopped: boolean }): Promise<RemovalFigures> {
  const figures: RemovalFigures = { succeeded: 0, failed: [], waits: [], runs: [] };
  const lane = async (imageId: string) => {
    while (!until.stopped) {
      let job = (await api.call<{ data: JobState }>('/api/tools/remove-background', { body: { imageId, params: {} }, token: user.token })).data;
      while (!END_STATES.includes(job.status)) {
        await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
        job = (await api.call<{ data: JobState }>(`/api/jobs/${job.id}`, { token: user.token })).data;
      }
      if (job.status !== 'succeeded') {
        figures.failed.push(`${job.id}: ${job.status}`);
        continue;
      }
      figures.succeeded++;
      const created = Date.parse(job.createdAt);
      const started = Date.parse(job.startedAt ?? job.createdAt);
      figures.waits.push((started - created) / 1000);
      figures.runs.push((Date.parse(job.finishedAt ?? job.startedAt ?? job.createdAt) - started) / 1000);
    }
  };
  const guardedLane = (imageId: string) =>
    lane(imageId).catch((error: unknown) => {
      figures.failed.push(error instanceof Error ? error.message : String(error));
    });
  return Promise.all(imageIds.map(guardedLane)).then(() => figures);
}
