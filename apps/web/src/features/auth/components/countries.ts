/**
 * ISO 3166-1 alpha-2 regions the browser can name, in the interface language. Derived from
 * Intl.DisplayNames (no bundled list): every two-letter code the browser knows as a region,
 * minus the groupings that are not countries.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const options: CountryOption[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) options.push({ value: code, label: name });
    }
  }
  options.sort((a, b) => a.label.localeCompare(b.label, language));
  cache.set(language, options);
  return options;
}
