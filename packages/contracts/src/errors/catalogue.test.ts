import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { ERROR_CATALOGUE, ERROR_CODES, errorMessage } from './catalogue';

describe('error catalogue', () => {
  it('has a non-empty message in every language for every code', () => {
    for (const code of ERROR_CODES) {
      for (const language of LANGUAGES) {
        expect(ERROR_CATALOGUE[code][language].trim(), `${code}/${language}`).not.toBe('');
      }
    }
  });

  it('keeps the spec texts word for word in English', () => {
    expect(errorMessage('code_mismatch', 'en')).toBe("Code doesn't match");
    expect(errorMessage('operation_in_progress', 'en')).toBe('Please wait, the operation is not finished yet');
    expect(errorMessage('plan_expired', 'en')).toBe('You cannot perform this action because your subscription has expired');
    expect(errorMessage('email_required', 'en')).toBe('"Email" is not filled in');
    expect(errorMessage('passwords_mismatch', 'en')).toBe('Password values do not match');
  });

  it('translates: no non-English message equals the English one', () => {
    for (const code of ERROR_CODES) {
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        expect(ERROR_CATALOGUE[code][language], `${code}/${language}`).not.toBe(ERROR_CATALOGUE[code].en);
      }
    }
  });
});
