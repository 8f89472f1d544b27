import type { Language } from '@vitrina/contracts';

/**
 * Money as the user reads it. Amounts arrive in minor units (cents) from the server, which alone
 * computes prices; the browser only formats them. Intl picks digits, separators and the currency
 * sign's side for the language (Arabic is marked right-to-left).
 */
export function formatMoney(minorUnits: number, currency: string, lang: Language): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minorUnits / 10 ** digits;
  const whole = Number.isInteger(amount);
  const parts = new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency: code,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).formatToParts(amount);
  // A Latin currency sign ("US$") in right-to-left text is isolated as left-to-right, or the
  // bidi algorithm moves its "$" to the other side ("$US 89.40").
  return parts.map((part) => (part.type === 'currency' && lang === 'ar' ? `\u2066${part.value}\u2069` : part.value)).join('');
}

/** Whole numbers (credits, months, percentages) in the user's language. */
export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}

export function formatDate(iso: string | Date, lang: Language, withTime = false): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(intlLocale(lang), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}

const intlLocale = (lang: Language): string => lang;

/** Remaining time as hh:mm:ss (the new-user offer lasts 24 hours at most). */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
