import { describe, expect, it } from 'vitest';
import { maskEmails, redactUrl, scrubFields } from './log-scrub';

describe('log scrubbing', () => {
  it('replaces the values of secret query parameters and keeps the others', () => {
    expect(redactUrl('/api/files/1?w=64&share=abcDEF_123-xyz&token=t1&Code=9&X-Amz-Signature=ff&page=2')).toBe(
      '/api/files/1?w=64&share=[redacted]&token=[redacted]&Code=[redacted]&X-Amz-Signature=[redacted]&page=2',
    );
    expect(redactUrl('/api/v1/account?api%5Fkey=vtr_abc')).toBe('/api/v1/account?api%5Fkey=[redacted]');
  });

  it('replaces secret route parameters in the path, encoded or not', () => {
    expect(redactUrl('/s/AbC-123_xyz', { token: 'AbC-123_xyz' })).toBe('/s/[redacted]');
    expect(redactUrl('/api/share/a%2Bb?x=1', { token: 'a+b' })).toBe('/api/share/[redacted]?x=1');
    expect(redactUrl('/api/products/42', { id: '42' })).toBe('/api/products/42');
  });

  it('masks the local part of e-mail addresses, in text and in plain fields', () => {
    expect(maskEmails('code for ana.b+1@mail.example.com: 123')).toBe('code for [redacted]@mail.example.com: 123');
    expect(scrubFields({ to: 'x@example.org', nested: { list: ['y@example.org'] }, count: 2 })).toEqual({
      to: '[redacted]@example.org',
      nested: { list: ['[redacted]@example.org'] },
      count: 2,
    });
  });
});
