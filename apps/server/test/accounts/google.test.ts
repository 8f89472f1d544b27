import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { bearer, get, post, uniqueEmail } from './support/accounts-app';
import { OIDC_CLIENT, startTestIssuer, type TestIssuer } from './support/oidc-issuer';

const REDIRECT_URI = 'http://localhost:5173/en/auth/google';

describe.each(testDatabaseKinds)('Google sign-in against a real OpenID provider on %s', (kind) => {
  let issuer: TestIssuer;
  let testApp: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer(REDIRECT_URI);
    testApp = await createTestApp(kind, {
      GOOGLE_ISSUER: issuer.issuer,
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_REDIRECT_URI: REDIRECT_URI,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await issuer.close();
  });

  /** Asks the app for the URL, signs in at the provider, returns what the callback page would post. */
  const authorize = async (accountId: string) => {
    const response = await post(testApp, '/api/auth/google/url');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().data.url as string);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('state')).toBeTruthy();
    return issuer.signIn(url.href, accountId);
  };

  it('registers a new Google user: 409 with a sessionId, then /google/register', async () => {
    const email = uniqueEmail('google');
    issuer.accounts.set('google-new', { email, givenName: 'Layla', familyName: 'Haddad' });
    const callback = await authorize('google-new');

    const first = await post(testApp, '/api/auth/google', callback);
    expect(first.statusCode).toBe(409);
    const sessionId = first.json().data.sessionId as string;
    expect(first.json().error.code).toBe('registration_required');

    const registered = await post(testApp, '/api/auth/google/register', { sessionId, countryCode: 'sa' }, { headers: { lang: 'ar' } });
    expect(registered.statusCode).toBe(200);
    const body = registered.json();
    expect(body.data).toMatchObject({ email, firstName: 'Layla', lastName: 'Haddad', country: 'SA', language: 'ar', hasPassword: false });
    expect((await get(testApp, '/api/profile', { headers: bearer(body.token) })).statusCode).toBe(200);
    expect(await testApp.app.repositories.credits.balance(body.data.id)).toBe(5);

    // The sessionId registers once; the next sign-in finds the account.
    expect((await post(testApp, '/api/auth/google/register', { sessionId })).statusCode).toBe(400);
    const again = await post(testApp, '/api/auth/google', await authorize('google-new'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('links a verified Google email to the existing account', async () => {
    const email = uniqueEmail('linked');
    const existing = await testApp.app.repositories.users.insert({ email, country: 'AE' });
    issuer.accounts.set('google-linked', { email, emailVerified: true });
    const response = await post(testApp, '/api/auth/google', await authorize('google-linked'));
    expect(response.statusCode).toBe(200);
    const profile = await get(testApp, '/api/profile', { headers: bearer(response.json().token) });
    expect(profile.json().data.id).toBe(existing.id);
  });

  it('answers an unverified email the same whether it has an account or not, and makes no account for it', async () => {
    const taken = uniqueEmail('unverified-taken');
    await testApp.app.repositories.users.insert({ email: taken, country: 'AE' });
    const fresh = uniqueEmail('unverified-new');
    issuer.accounts.set('google-unverified-taken', { email: taken, emailVerified: false });
    issuer.accounts.set('google-unverified-new', { email: fresh, emailVerified: false });
    const answers = [await post(testApp, '/api/auth/google', await authorize('google-unverified-taken')), await post(testApp, '/api/auth/google', await authorize('google-unverified-new'))];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: { code: 'email_not_verified', message: expect.stringContaining('register with your email') } });
    }
    expect(answers[0].body).toBe(answers[1].body);
    expect(await testApp.app.repositories.users.findByEmail(fresh)).toBeUndefined();
    expect(await testApp.database.query("SELECT 1 FROM pending_registrations WHERE provider = 'google' AND email IN ($1, $2)", [taken, fresh])).toHaveLength(0);
  });

  it('enters the account of a verified email that is linked to another Google account, keeping that link', async () => {
    const email = uniqueEmail('relinked');
    issuer.accounts.set('google-first', { email });
    issuer.accounts.set('google-second', { email });
    const first = await post(testApp, '/api/auth/google', await authorize('google-first'));
    const registered = await post(testApp, '/api/auth/google/register', { sessionId: first.json().data.sessionId });
    expect(registered.statusCode).toBe(200);
    const userId = registered.json().data.id as string;

    const second = await post(testApp, '/api/auth/google', await authorize('google-second'));
    expect(second.statusCode).toBe(200);
    expect((await get(testApp, '/api/profile', { headers: bearer(second.json().token) })).json().data.id).toBe(userId);
    expect((await testApp.app.repositories.accounts.findByGoogleSubject('google-first'))?.id).toBe(userId);
  });

  it('never answers email_taken: an address registered meanwhile sends the user back to sign in, which enters the account', async () => {
    const email = uniqueEmail('meanwhile');
    issuer.accounts.set('google-meanwhile', { email });
    const first = await post(testApp, '/api/auth/google', await authorize('google-meanwhile'));
    expect(first.json().error.code).toBe('registration_required');
    const existing = await testApp.app.repositories.users.insert({ email, country: 'AE' });
    const registered = await post(testApp, '/api/auth/google/register', { sessionId: first.json().data.sessionId });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().error.code).toBe('authorization_error');
    const again = await post(testApp, '/api/auth/google', await authorize('google-meanwhile'));
    expect((await get(testApp, '/api/profile', { headers: bearer(again.json().token) })).json().data.id).toBe(existing.id);
  });

  it('two tabs finishing the same Google sign-up end in one account, both signed in', async () => {
    issuer.accounts.set('google-two-tabs', { email: uniqueEmail('two-tabs') });
    const sessions = [];
    for (let tab = 0; tab < 2; tab += 1) sessions.push((await post(testApp, '/api/auth/google', await authorize('google-two-tabs'))).json().data.sessionId as string);
    const answers = await Promise.all(sessions.map((sessionId) => post(testApp, '/api/auth/google/register', { sessionId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
  });

  it('rejects a code without its state, a replayed state and a forged code', async () => {
    issuer.accounts.set('google-replay', { email: uniqueEmail('replay') });
    const callback = await authorize('google-replay');
    const noState = await post(testApp, '/api/auth/google', { code: callback.code });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().error).toEqual({ code: 'authorization_error', message: 'An error occurred during authorization' });

    const forged = await authorize('google-replay');
    const bad = await post(testApp, '/api/auth/google', { code: 'forged-code', state: forged.state });
    expect(bad.statusCode).toBe(400);
    // The state was used up by the failed attempt.
    expect((await post(testApp, '/api/auth/google', forged)).statusCode).toBe(400);
  });
});
