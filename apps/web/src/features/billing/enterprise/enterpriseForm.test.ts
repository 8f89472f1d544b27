import { describe, expect, it } from 'vitest';
import { EMPTY_ENTERPRISE_REQUEST, enterpriseRequestBody, validateEnterpriseRequest } from './enterpriseForm';

describe('request-for-enterprise form', () => {
  it('requires name, e-mail, company and message; the phone may be empty', () => {
    expect(validateEnterpriseRequest(EMPTY_ENTERPRISE_REQUEST)).toEqual({ name: 'field_required', email: 'email_required', company: 'field_required', message: 'field_required' });
  });

  it('refuses more than 255 characters, a malformed e-mail and a malformed phone', () => {
    const errors = validateEnterpriseRequest({ name: 'A', email: 'not-an-email', company: 'B', phone: 'call me', message: 'x'.repeat(256) });
    expect(errors).toEqual({ email: 'email_invalid', phone: 'phone_invalid', message: 'field_too_long' });
  });

  it('accepts a complete request and leaves an empty phone out', () => {
    const values = { name: ' Ana ', email: 'ana@example.com', company: 'Shop', phone: ' ', message: 'Ten seats' };
    expect(validateEnterpriseRequest(values)).toEqual({});
    expect(enterpriseRequestBody(values)).toEqual({ name: ' Ana ', email: 'ana@example.com', company: 'Shop', message: 'Ten seats' });
  });
});
