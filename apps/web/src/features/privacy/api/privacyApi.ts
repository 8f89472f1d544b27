import type { AccountDeletion } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';

const EXPORT_ADDRESS = /^\/api\/profile\/exports\/([^/?#]+)$/;

/** Issue 26: "Download my data" and "Delete my account" (routes/privacy.routes.ts). */
export const privacyApi = {
  requestExport: () => unwrap(api.POST('/profile/export')).then((answer) => answer.data),
  latestExport: () => unwrap(api.GET('/profile/export')).then((answer) => answer.data.job),
  /**
   * The zip the server addressed (`/api/profile/exports/<id>`) goes through the API client so the
   * bearer token (and its refresh) is used: a plain link could not send it.
   */
  downloadExport: (url: string) => {
    const id = EXPORT_ADDRESS.exec(url)?.[1];
    if (!id) return Promise.reject(new Error(`not an export address: ${url}`));
    return unwrap(api.GET('/profile/exports/{id}', { params: { path: { id: decodeURIComponent(id) } }, parseAs: 'blob', headers: { Accept: 'application/zip' } }));
  },
  sendDeletionCode: () => unwrap(api.POST('/profile/delete-code')).then((answer) => answer.data),
  deleteAccount: (proof: AccountDeletion) => unwrap(api.DELETE('/profile', { body: proof })),
};
