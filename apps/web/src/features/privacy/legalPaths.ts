import type { Language } from '@vitrina/contracts';

/** The public legal pages (issue 26), registered in ./routes.tsx. */
export const legalPaths = {
  terms: (lang: Language) => `/${lang}/terms`,
  privacy: (lang: Language) => `/${lang}/privacy`,
} as const;
