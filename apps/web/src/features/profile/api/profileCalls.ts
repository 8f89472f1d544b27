import { api, unwrap, type JsonBody } from '../../../common/api';

/** The personal-information fields of `PUT /profile` (the language is changed from the language menu). */
export type ProfileUpdate = Omit<JsonBody<'/profile', 'put'>, 'language'>;

/** The Profile calls of spec §7. */
export const profileCalls = {
  update: (body: ProfileUpdate) => unwrap(api.PUT('/profile', { body })).then((answer) => answer.data),
  changePassword: (oldPassword: string, newPassword: string) => unwrap(api.PUT('/profile/password', { body: { oldPassword, newPassword } })),
  generateApiKey: () => unwrap(api.POST('/profile/token/generate')).then((answer) => answer.data.token),
  updateDomains: (domains: string[]) => unwrap(api.PUT('/profile/token/domains', { body: { domains } })).then((answer) => answer.data),
};
