/** Interface languages (spec §1, §5). `ko` everywhere: the old product's `kr` title key is a defect. */
export const LANGUAGES = ['ar', 'en', 'es', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from a `lang` header or Accept-Language-like value; falls back to en. */
export function pickLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  for (const part of value.split(',')) {
    const base = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (base === 'kr') return 'ko';
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export const textDirection = (language: Language): 'rtl' | 'ltr' => (RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr');
