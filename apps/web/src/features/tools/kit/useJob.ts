import { isJobFinished, type Job } from '@vitrina/contracts';
import { useQuery } from '@tanstack/react-query';
import { useJobAnnouncement } from '../../../common/a11y/useJobAnnouncement';
import { toolJobApi } from './toolJobApi';

/**
 * Follows a job until it ends. Polls GET /api/jobs/:id (every 600 ms while it runs) through the
 * API client rather than EventSource: EventSource cannot send the bearer token, and polling goes
 * through the client's token refresh. The SSE stream stays available to API users.
 */
export function useJob(jobId: string | null | undefined) {
  const jobQuery = useQuery<Job>({
    queryKey: ['job', jobId],
    enabled: Boolean(jobId),
    queryFn: ({ signal }) => toolJobApi.get(jobId!, signal),
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data.status) ? false : 600),
    staleTime: (query) => (query.state.data && isJobFinished(query.state.data.status) ? Infinity : 0),
  });
  // Screen-reader users hear the start, progress, result and error (the live region in RootLayout).
  useJobAnnouncement(jobQuery.data);
  return jobQuery;
}
