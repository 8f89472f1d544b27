import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { bearer, createPasswordUser, get, login, post, put } from './support/accounts-app';

describe.each(testDatabaseKinds)('profile, API key and domains on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const signedIn = async () => {
    const user = await createPasswordUser(testApp, { firstName: 'Ana', phone: '+34 600 000 000' });
    const { token } = await login(testApp, user.email);
    return { user, headers: bearer(token) };
  };

  it('GET /profile answers the spec fields and never a secret', async () => {
    const { user, headers } = await signedIn();
    const response = await get(testApp, '/api/profile', { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: user.id,
        email: user.email,
        country: 'AE',
        phone: '+34 600 000 000',
        firstName: 'Ana',
        lastName: null,
        companyName: null,
        jobTitle: null,
        apiKeyPreview: null,
        domains: [],
        language: 'en',
        hasPassword: true,
        createdAt: user.createdAt.toISOString(),
      },
    });
    expect(response.body).not.toContain('argon2');
    expect((await get(testApp, '/api/profile')).statusCode).toBe(401);
  });

  it('PUT /profile changes only the fields sent; an empty text clears one', async () => {
    const { headers } = await signedIn();
    const response = await put(testApp, '/api/profile', { companyName: 'Souq Ltd', jobTitle: 'Owner', country: 'sa', firstName: '', language: 'ar' }, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ companyName: 'Souq Ltd', jobTitle: 'Owner', country: 'SA', firstName: null, phone: '+34 600 000 000', language: 'ar' });
    const invalid = await put(testApp, '/api/profile', { phone: '', companyName: 'x'.repeat(256) }, { headers });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ phone: '"Phone number" is not filled in', companyName: 'This field must be at most 255 characters' });
  });

  it('generates an API key shown once, stored as a hash, replacing the previous one', async () => {
    const { user, headers } = await signedIn();
    const first = await post(testApp, '/api/profile/token/generate', undefined, { headers });
    expect(first.statusCode).toBe(200);
    const key = first.json().data.token as string;
    expect(key).toMatch(/^vtr_[\w-]{43}$/);

    const row = await testApp.app.repositories.users.findById(user.id);
    expect(row?.apiKeyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    const profile = (await get(testApp, '/api/profile', { headers })).json().data;
    expect(profile.apiKeyPreview).toBe(`${key.slice(0, 8)}…`);
    expect(JSON.stringify(profile)).not.toContain(key);
    expect((await testApp.app.services.accounts.apiKeys.findUserByKey(key))?.id).toBe(user.id);

    const second = (await post(testApp, '/api/profile/token/generate', undefined, { headers })).json().data.token as string;
    expect(second).not.toBe(key);
    expect(await testApp.app.services.accounts.apiKeys.findUserByKey(key)).toBeUndefined();
    expect((await testApp.app.services.accounts.apiKeys.findUserByKey(second))?.id).toBe(user.id);
  });

  it('saves valid domains (wildcards allowed), normalised and without duplicates', async () => {
    const { headers } = await signedIn();
    const response = await put(testApp, '/api/profile/token/domains', { domains: ['Shop.com', '*.shop.com', 'shop.com.', 'localhost', 'xn--80ak6aa92e.com'] }, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.domains).toEqual(['shop.com', '*.shop.com', 'localhost', 'xn--80ak6aa92e.com']);
    const cleared = await put(testApp, '/api/profile/token/domains', { domains: [] }, { headers });
    expect(cleared.json().data.domains).toEqual([]);
  });

  it('rejects bad domains by name and keeps the old list', async () => {
    const { headers } = await signedIn();
    await put(testApp, '/api/profile/token/domains', { domains: ['good.com'] }, { headers });
    const bad = ['https://shop.com', '*.com', 'shop..com', '-shop.com', 'shop.com/path', '1.2.3.4', '*'];
    const response = await put(testApp, '/api/profile/token/domains', { domains: ['ok.com', ...bad] }, { headers: { ...headers, lang: 'es' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('domain_invalid');
    expect(body.error.message).toBe('Introduce un dominio válido, como shop.com o *.shop.com');
    expect(Object.keys(body.error.fields)).toEqual(bad.map((_, index) => `domains.${index + 1}`));
    expect(body.data).toEqual({ invalidDomains: bad });
    expect((await get(testApp, '/api/profile', { headers })).json().data.domains).toEqual(['good.com']);
  });

  it('profile routes need a live session', async () => {
    const { headers } = await signedIn();
    await post(testApp, '/api/auth/logout', undefined, { headers });
    expect((await post(testApp, '/api/profile/token/generate', undefined, { headers })).statusCode).toBe(401);
    expect((await put(testApp, '/api/profile/token/domains', { domains: [] }, { headers })).statusCode).toBe(401);
  });
});
