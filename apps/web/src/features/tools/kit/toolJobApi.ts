import type { Job } from '@vitrina/contracts';
import { api } from '../../../common/api';

/** POST /api/tools/:tool and the job calls (spec §7 style: `{ data }` answers). */
export const toolJobApi = {
  start: (tool: string, imageId: string, params: Record<string, unknown>) => api.post<{ data: Job }>(`/tools/${tool}`, { imageId, params }).then((answer) => answer.data),
  get: (jobId: string, signal?: AbortSignal) => api.get<{ data: Job }>(`/jobs/${jobId}`, { signal }).then((answer) => answer.data),
  cancel: (jobId: string) => api.post<{ data: Job }>(`/jobs/${jobId}/cancel`).then((answer) => answer.data),
};
