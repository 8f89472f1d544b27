import { emailField, TEXT_FIELD_MAX, type ErrorCode } from '@vitrina/contracts';
import type { EnterpriseRequestInput } from '../api/billingTypes';

export type EnterpriseField = keyof EnterpriseRequestInput;
export type EnterpriseValues = Record<EnterpriseField, string>;
export const EMPTY_ENTERPRISE_REQUEST: EnterpriseValues = { name: '', email: '', company: '', phone: '', message: '' };

function textError(value: string, required: boolean): ErrorCode | null {
  const text = value.trim();
  if (!text) return required ? 'field_required' : null;
  return text.length > TEXT_FIELD_MAX ? 'field_too_long' : null;
}

/**
 * Spec §5 for modal text fields: not empty, at most 255 characters; the e-mail as everywhere
 * (the contracts' field, so the words match the server's). The phone may be left out.
 */
export function validateEnterpriseRequest(values: EnterpriseValues): Partial<Record<EnterpriseField, ErrorCode>> {
  const errors: Partial<Record<EnterpriseField, ErrorCode>> = {};
  for (const field of ['name', 'company', 'message'] as const) {
    const error = textError(values[field], true);
    if (error) errors[field] = error;
  }
  const phone = textError(values.phone, false);
  if (phone) errors.phone = phone;
  const email = emailField.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message as ErrorCode;
  return errors;
}

export function enterpriseRequestBody(values: EnterpriseValues): EnterpriseRequestInput {
  const phone = values.phone.trim();
  return { name: values.name.trim(), email: values.email.trim(), company: values.company.trim(), message: values.message.trim(), ...(phone ? { phone } : {}) };
}
