import type { AccountDeletion, CodeSentResponse, Job } from '@vitrina/contracts';
import { api } from '../../../common/api';

/** The download URLs the server hands out are absolute paths under /api; the client adds /api itself. */
const underApi = (url: string) => url.replace(/^\/api(?=\/)/, '');

/** Issue 26: "Download my data" and "Delete my account" (routes/privacy.routes.ts). */
export const privacyApi = {
  requestExport: () => api.post<{ data: Job }>('/profile/export').then((answer) => answer.data),
  latestExport: () => api.get<{ data: { job: Job | null } }>('/profile/export').then((answer) => answer.data.job),
  /** The zip goes through the API client so the bearer token (and its refresh) is used: a plain link could not send it. */
  downloadExport: (url: string) => api.get<Blob>(underApi(url), { responseType: 'blob', headers: { Accept: 'application/zip' } }),
  sendDeletionCode: () => api.post<CodeSentResponse>('/profile/delete-code').then((answer) => answer.data),
  deleteAccount: (proof: AccountDeletion) => api.delete<undefined>('/profile', proof),
};
