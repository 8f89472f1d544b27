import type { AuthProviders, CaptchaType, CodeSentResponse, Profile, TokenPair } from '@vitrina/contracts';
import { api } from '../../../common/api';

/** The Auth calls of spec §7. Each resolves with the server's answer or rejects with an ApiError. */
export const authApi = {
  providers: () => api.get<{ data: AuthProviders }>('/auth/providers').then((answer) => answer.data),
  detectCountry: () => api.post<{ data: { countryCode: string } }>('/auth/detect-country').then((answer) => answer.data.countryCode),
  login: (body: { email: string; password: string }) => api.post<TokenPair>('/auth/token', body),
  requestCode: (body: { email: string; password: string; countryCode: string; captchaType: CaptchaType; token: string }) =>
    api.post<CodeSentResponse>('/auth/code', body).then((answer) => answer.data),
  register: (body: {
    email: string;
    password: string;
    verifyCode: string;
    countryCode: string;
    phone: string;
    firstName?: string;
    lastName?: string;
    agreement: true;
  }) => api.post<TokenPair & { data: Profile }>('/auth/register', body),
  requestRestore: (email: string) => api.post<CodeSentResponse>('/auth/password/restore/request', { email }).then((answer) => answer.data),
  verifyRestore: (email: string, verifyCode: string) => api.post<unknown>('/auth/password/restore/verify', { email, verifyCode }),
  restore: (body: { email: string; verifyCode: string; newPassword: string }) => api.post<unknown>('/auth/password/restore', body),
  googleUrl: () => api.post<{ data: { url: string } }>('/auth/google/url').then((answer) => answer.data.url),
  google: (code: string, state: string | undefined) => api.post<TokenPair>('/auth/google', { code, state }),
  googleRegister: (sessionId: string, countryCode: string) => api.post<TokenPair>('/auth/google/register', { sessionId, countryCode }),
  telegram: (payload: Record<string, string>) => api.post<TokenPair>('/auth/telegram', payload),
  telegramRegister: (sessionId: string, countryCode: string) => api.post<TokenPair>('/auth/telegram/register', { sessionId, countryCode }),
  transfer: (accessToken: string) => api.post<TokenPair>('/auth/24ai', { accessToken }),
  logout: () => api.post<unknown>('/auth/logout'),
};
