import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMoney } from './pricing';

describe('pricing display', () => {
  it('formats minor units with Intl in each language', () => {
    expect(formatMoney(1900, 'usd', 'en')).toBe('$19');
    expect(formatMoney(1990, 'USD', 'en')).toBe('$19.90');
    expect(formatMoney(123456, 'EUR', 'es')).toBe('1234,56\u00a0€');
    expect(formatMoney(5000, 'USD', 'ko')).toBe('US$50');
    // In Arabic the Latin sign is an isolated left-to-right run, so "US$" is not shown as "$US".
    expect(formatMoney(1900, 'USD', 'ar')).toMatch(/^\u200f?(19|١٩)[^\d]+\u2066US\$\u2069$/);
  });

  it('treats zero-decimal currencies as whole units', () => {
    expect(formatMoney(15000, 'KRW', 'ko')).toBe('₩15,000');
  });

  it('counts down as hh:mm:ss and stops at zero', () => {
    expect(formatCountdown(24 * 3600 * 1000)).toBe('24:00:00');
    expect(formatCountdown(61_999)).toBe('00:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
