/** Interface languages (spec §1, §5). `ko` everywhere: the old product's `kr` title key is a defect. */
export const LANGUAGES = ['ar', 'en', 'es', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const textDirection = (language: Language): 'rtl' | 'ltr' => (RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr');
