import type { Language } from '@vitrina/contracts';

/** The sign-in pages (spec §2: under /:lang/auth). */
export const authPaths = {
  login: (lang: Language) => `/${lang}/auth/login`,
  registration: (lang: Language) => `/${lang}/auth/registration`,
  forgetPassword: (lang: Language) => `/${lang}/auth/forget-password`,
} as const;
