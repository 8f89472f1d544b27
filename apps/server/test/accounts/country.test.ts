import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOfAcceptLanguage } from '../../src/services/accounts/country.service';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { post } from './support/accounts-app';

describe('Accept-Language region', () => {
  it('takes the first region by preference', () => {
    expect(regionOfAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('MX');
    expect(regionOfAcceptLanguage('en;q=0.9,ko-KR;q=1')).toBe('KR');
    expect(regionOfAcceptLanguage('zh-Hant-TW')).toBe('TW');
    expect(regionOfAcceptLanguage('en, fr')).toBeNull();
    expect(regionOfAcceptLanguage('de-DE;q=0')).toBeNull();
    expect(regionOfAcceptLanguage(undefined)).toBeNull();
  });
});

describe.each(testDatabaseKinds)('POST /auth/detect-country on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const detect = async (ip: string, headers: Record<string, string> = {}) => (await post(testApp, '/api/auth/detect-country', undefined, { ip, headers })).json();

  it('finds the country of public IPv4 and IPv6 addresses in the offline table', async () => {
    expect(await detect('94.200.1.1')).toEqual({ data: { countryCode: 'AE' } });
    expect(await detect('8.8.8.8')).toEqual({ data: { countryCode: 'US' } });
    expect(await detect('2a02:6b8::feed:ff')).toEqual({ data: { countryCode: 'RU' } });
    expect(await detect('::ffff:1.0.0.1')).toEqual({ data: { countryCode: 'AU' } });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy of ours sets it', async () => {
    expect(await detect('127.0.0.1', { 'x-forwarded-for': '8.8.4.4' })).toEqual({ data: { countryCode: 'AE' } });
    const behindProxy = await createTestApp(kind, { TRUST_PROXY: 'true' });
    try {
      const answer = await post(behindProxy, '/api/auth/detect-country', undefined, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '8.8.4.4' } });
      expect(answer.json()).toEqual({ data: { countryCode: 'US' } });
    } finally {
      await behindProxy.close();
    }
  });

  it('falls back to the Accept-Language region for private addresses, then to AE', async () => {
    expect(await detect('192.168.1.20', { 'accept-language': 'es-MX,es;q=0.9' })).toEqual({ data: { countryCode: 'MX' } });
    expect(await detect('10.0.0.1', { 'accept-language': 'ko' })).toEqual({ data: { countryCode: 'AE' } });
    expect(await detect('127.0.0.1')).toEqual({ data: { countryCode: 'AE' } });
    expect(await detect('fd00::1')).toEqual({ data: { countryCode: 'AE' } });
  });
});
