import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('honours q-values', () => {
    expect(pickLanguage('en;q=0.1, es')).toBe('es');
    expect(pickLanguage('ko;q=0.5, ar;q=0.8, en;q=0.7')).toBe('ar');
    expect(pickLanguage('es;q=0, en')).toBe('en');
  });

  it('matches regions to their language and skips languages it does not offer', () => {
    expect(pickLanguage('es-MX,es;q=0.9')).toBe('es');
    expect(pickLanguage('fr-FR, fr;q=0.9, ko;q=0.3')).toBe('ko');
    expect(pickLanguage('ar-AE')).toBe('ar');
  });

  it('reads a plain lang header, the old `kr` code, and falls back to en', () => {
    expect(pickLanguage('es')).toBe('es');
    expect(pickLanguage('kr')).toBe('ko');
    expect(pickLanguage('*')).toBe('en');
    expect(pickLanguage('fr, de')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders by q-value and drops refused languages', () => {
    expect(acceptedLanguages('en;q=0.9, ko-KR, de-DE;q=0')).toEqual(['ko-KR', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
