import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { createTestApp, type TestApp } from '../support/app';

/** Issue 18 point 11: framing, HSTS only over HTTPS, loopback by default, 401 before validation. */
describe('security headers and unauthenticated calls', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp('pglite');
    proxied = await createTestApp('pglite', { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('forbids framing in both the CSP and X-Frame-Options', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const plain = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy, a client cannot claim HTTPS with a header.
    const claimed = await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindProxy.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const proxiedPlain = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(proxiedPlain.headers['strict-transport-security']).toBeUndefined();
  });

  it('listens on loopback unless HOST is set', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: '/tmp/x', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('answers 401 before any validation error to callers without a token or key', async () => {
    const calls = [
      { method: 'PUT', url: '/api/profile', payload: { name: 42, unknown: { deep: true } } },
      { method: 'GET', url: '/api/jobs/not-a-uuid' },
      { method: 'POST', url: '/api/tools/convert', payload: { imageId: 'nope', params: 'x' } },
      { method: 'GET', url: '/api/v1/jobs/not-a-uuid' },
      { method: 'GET', url: '/api/v1/jobs/not-a-uuid/result?index=-5' },
      { method: 'GET', url: '/api/jobs?tool=%00' },
    ] as const;
    for (const call of calls) {
      const response = await direct.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(401);
    }
  });
});
