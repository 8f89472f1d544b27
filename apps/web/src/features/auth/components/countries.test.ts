import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('country options', () => {
  it('names real countries in the interface language and leaves out groupings', () => {
    const english = countryOptions('en');
    expect(english.find((option) => option.value === 'AE')?.label).toBe('United Arab Emirates');
    expect(english.some((option) => option.value === 'EU' || option.value === 'ZZ')).toBe(false);
    expect(english.length).toBeGreaterThan(200);
    expect(countryOptions('ko').find((option) => option.value === 'KR')?.label).toBe('대한민국');
  });
});
