import { TEXT_FIELD_MAX, type ErrorCode } from '@vitrina/contracts';

/** Spec §5 rule for modal text fields: not empty, at most 255 characters. */
export function promoCodeError(value: string): ErrorCode | null {
  const code = value.trim();
  if (!code) return 'field_required';
  if (code.length > TEXT_FIELD_MAX) return 'field_too_long';
  return null;
}

export const normalisePromoCode = (value: string): string => value.trim();
