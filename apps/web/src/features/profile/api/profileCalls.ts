import type { Profile, TokenPair } from '@vitrina/contracts';
import { api } from '../../../common/api';

export interface ProfileUpdate {
  country?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  jobTitle?: string;
}

/** The Profile calls of spec §7. */
export const profileCalls = {
  update: (body: ProfileUpdate) => api.put<{ data: Profile }>('/profile', body).then((answer) => answer.data),
  changePassword: (oldPassword: string, newPassword: string) => api.put<TokenPair>('/profile/password', { oldPassword, newPassword }),
  generateApiKey: () => api.post<{ data: { token: string } }>('/profile/token/generate').then((answer) => answer.data.token),
  updateDomains: (domains: string[]) => api.put<{ data: Profile }>('/profile/token/domains', { domains }).then((answer) => answer.data),
};
