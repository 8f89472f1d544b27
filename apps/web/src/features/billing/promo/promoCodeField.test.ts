import { describe, expect, it } from 'vitest';
import { normalisePromoCode, promoCodeError } from './promoCodeField';

describe('promo code field', () => {
  it('follows the modal field rule: filled, at most 255 characters', () => {
    expect(promoCodeError('   ')).toBe('field_required');
    expect(promoCodeError('x'.repeat(256))).toBe('field_too_long');
    expect(promoCodeError(' welcome30 ')).toBeNull();
    expect(normalisePromoCode(' Welcome30 ')).toBe('Welcome30');
  });
});
