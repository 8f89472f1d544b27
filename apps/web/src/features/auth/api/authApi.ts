import { telegramLoginSchema } from '@vitrina/contracts';
import { api, ApiError, unwrap, type JsonBody } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';

/** The Auth calls of spec §7. Each resolves with the server's answer or rejects with an ApiError. */
export const authApi = {
  providers: () => unwrap(api.GET('/auth/providers')).then((answer) => answer.data),
  detectCountry: () => unwrap(api.POST('/auth/detect-country')).then((answer) => answer.data.countryCode),
  login: (body: JsonBody<'/auth/token', 'post'>) => unwrap(api.POST('/auth/token', { body })),
  requestCode: (body: JsonBody<'/auth/code', 'post'>) =>
    unwrap(api.POST('/auth/code', { body })).then((answer) => answer.data),
  register: (body: JsonBody<'/auth/register', 'post'>) => unwrap(api.POST('/auth/register', { body })),
  requestRestore: (email: string) => unwrap(api.POST('/auth/password/restore/request', { body: { email } })).then((answer) => answer.data),
  verifyRestore: (email: string, verifyCode: string) => unwrap(api.POST('/auth/password/restore/verify', { body: { email, verifyCode } })),
  restore: (body: JsonBody<'/auth/password/restore', 'post'>) => unwrap(api.POST('/auth/password/restore', { body })),
  googleUrl: () => unwrap(api.POST('/auth/google/url')).then((answer) => answer.data.url),
  google: (code: string, state: string | undefined) => unwrap(api.POST('/auth/google', { body: { code, state } })),
  googleRegister: (sessionId: string, countryCode: string) => unwrap(api.POST('/auth/google/register', { body: { sessionId, countryCode } })),
  /** The widget's payload arrives as address text: read it by the server's own contract (numbers coerced) before sending. */
  telegram: (payload: Record<string, string>) => {
    const login = telegramLoginSchema.safeParse(payload);
    if (!login.success) return Promise.reject(new ApiError({ status: 400, code: 'authorization_error', message: errorText('authorization_error') }));
    return unwrap(api.POST('/auth/telegram', { body: login.data }));
  },
  telegramRegister: (sessionId: string, countryCode: string) => unwrap(api.POST('/auth/telegram/register', { body: { sessionId, countryCode } })),
  transfer: (accessToken: string) => unwrap(api.POST('/auth/24ai', { body: { accessToken } })),
  logout: () => unwrap(api.POST('/auth/logout')),
};
