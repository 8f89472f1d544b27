import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { bearer, get, post, uniqueEmail } from './support/accounts-app';

const SECRET = 'sibling-product-shared-secret-0123456789';
const ISSUER = '24ai';

const hs256 = (claims: JWTPayload, options: { secret?: string; issuer?: string; expiresIn?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));

describe.each(testDatabaseKinds)('account transfer (/auth/24ai) on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { TRANSFER_JWT_SECRET: SECRET });
  });
  afterAll(() => testApp.close());

  it('creates the account on first transfer (with the free generations) and finds it afterwards', async () => {
    const email = uniqueEmail('moved');
    const first = await post(testApp, '/api/auth/24ai', { accessToken: await hs256({ email, given_name: 'Sara', country: 'es' }) });
    expect(first.statusCode).toBe(200);
    const profile = (await get(testApp, '/api/profile', { headers: bearer(first.json().token) })).json().data;
    expect(profile).toMatchObject({ email, firstName: 'Sara', country: 'ES', hasPassword: false });
    expect(await testApp.app.repositories.credits.balance(profile.id)).toBe(5);

    const second = await post(testApp, '/api/auth/24ai', { accessToken: await hs256({ email: email.toUpperCase() }) });
    expect(second.statusCode).toBe(200);
    const again = (await get(testApp, '/api/profile', { headers: bearer(second.json().token) })).json().data;
    expect(again.id).toBe(profile.id);
  });

  it('signs in an existing account by its email', async () => {
    const user = await testApp.app.repositories.users.insert({ email: uniqueEmail('existing'), country: 'AE' });
    const response = await post(testApp, '/api/auth/24ai', { accessToken: await hs256({ email: user.email }) });
    const profile = (await get(testApp, '/api/profile', { headers: bearer(response.json().token) })).json().data;
    expect(profile.id).toBe(user.id);
  });

  it.each([
    ['a wrong key', () => hs256({ email: 'a@b.co' }, { secret: 'another-secret-that-is-long-enough-000' })],
    ['another issuer', () => hs256({ email: 'a@b.co' }, { issuer: 'someone-else' })],
    ['an expired token', () => hs256({ email: 'a@b.co' }, { expiresIn: '-1m' })],
    ['no email claim', () => hs256({ sub: '42' })],
    ['not a JWT', async () => 'not-a-token'],
  ])('rejects %s with the transfer failure message', async (_name, makeToken) => {
    const response = await post(testApp, '/api/auth/24ai', { accessToken: await makeToken() }, { headers: { lang: 'es' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'transfer_failed',
      message: 'Algo salió mal al transferir tu cuenta. Ponte en contacto con el soporte.',
    });
  });

  it('accepts each token once', async () => {
    const token = await hs256({ email: uniqueEmail('once'), jti: 'transfer-1' });
    expect((await post(testApp, '/api/auth/24ai', { accessToken: token })).statusCode).toBe(200);
    expect((await post(testApp, '/api/auth/24ai', { accessToken: token })).json().error.code).toBe('transfer_failed');
  });
});

describe.each(testDatabaseKinds)('account transfer with public keys on %s', (kind) => {
  let privateKey: CryptoKey;
  let jwksServer: Server;
  let withPem: TestApp;
  let withJwks: TestApp;
  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    jwksServer = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
    // A PEM in an env file usually has its line breaks written as \n.
    const pem = (await exportSPKI(pair.publicKey)).replace(/\n/g, '\\n');
    withPem = await createTestApp(kind, { TRANSFER_PUBLIC_KEY: pem, TRANSFER_JWT_AUDIENCE: 'vitrina' });
    withJwks = await createTestApp(kind, { TRANSFER_JWKS_URL: jwksUrl });
  });
  afterAll(async () => {
    await withPem.close();
    await withJwks.close();
    await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
  });

  const es256 = (claims: JWTPayload, audience?: string) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuer(ISSUER).setExpirationTime('5m');
    return (audience ? jwt.setAudience(audience) : jwt).sign(privateKey);
  };

  it('verifies ES256 tokens with a configured PEM key and checks the audience', async () => {
    expect((await post(withPem, '/api/auth/24ai', { accessToken: await es256({ email: uniqueEmail('pem') }, 'vitrina') })).statusCode).toBe(200);
    expect((await post(withPem, '/api/auth/24ai', { accessToken: await es256({ email: uniqueEmail('pem') }, 'other') })).statusCode).toBe(400);
    const hmac = await hs256({ email: uniqueEmail('pem') });
    expect((await post(withPem, '/api/auth/24ai', { accessToken: hmac })).statusCode).toBe(400);
  });

  it('verifies tokens with keys fetched from a JWKS URL', async () => {
    expect((await post(withJwks, '/api/auth/24ai', { accessToken: await es256({ email: uniqueEmail('jwks') }) })).statusCode).toBe(200);
  });
});
