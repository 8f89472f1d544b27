import { enterpriseRequestInputSchema, type EnterpriseRequestInput, type ErrorCode } from '@vitrina/contracts';

export type EnterpriseField = keyof EnterpriseRequestInput;
export type EnterpriseValues = Record<EnterpriseField, string>;
export const EMPTY_ENTERPRISE_REQUEST: EnterpriseValues = { name: '', email: '', company: '', phone: '', message: '' };

/** The request as sent: an empty phone is left out (it is optional). */
export function enterpriseRequestBody(values: EnterpriseValues): EnterpriseRequestInput {
  const phone = values.phone.trim();
  return { name: values.name, email: values.email, company: values.company, message: values.message, ...(phone ? { phone } : {}) };
}

/**
 * Spec §5 for modal text fields (not empty, at most 255 characters) and the e-mail and phone rules,
 * checked with the server's own schema, so both refuse the same values with the same words.
 */
export function validateEnterpriseRequest(values: EnterpriseValues): Partial<Record<EnterpriseField, ErrorCode>> {
  const result = enterpriseRequestInputSchema.safeParse(enterpriseRequestBody(values));
  const errors: Partial<Record<EnterpriseField, ErrorCode>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnterpriseField;
    errors[field] ??= issue.message as ErrorCode;
  }
  return errors;
}
