import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { bearer, createPasswordUser, get, login, post, put, TEST_PASSWORD, uniqueEmail } from './support/accounts-app';

describe.each(testDatabaseKinds)('sign-in and sessions on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const profileStatus = async (token: string) => (await get(testApp, '/api/profile', { headers: bearer(token) })).statusCode;
  const refresh = (refreshToken: string) => post(testApp, '/api/auth/token/refresh', { refresh_token: refreshToken });

  it('signs in with email and password (email case does not matter)', async () => {
    const user = await createPasswordUser(testApp);
    const response = await post(testApp, '/api/auth/token', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, refresh_token } = response.json();
    expect(token.split('.')).toHaveLength(3);
    expect(Buffer.from(refresh_token, 'base64url')).toHaveLength(32);
    expect(await profileStatus(token)).toBe(200);
    // Only the hash of the refresh token is stored.
    const stored = await testApp.database.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    expect(stored.some((row) => row.token_hash === refresh_token)).toBe(false);
  });

  it('answers the same for a wrong password, an unknown email and a password-less account', async () => {
    const user = await createPasswordUser(testApp);
    const social = await testApp.app.repositories.users.insert({ email: uniqueEmail('social'), country: 'AE', googleSubject: 'g-123' });
    const wrongPassword = await post(testApp, '/api/auth/token', { email: user.email, password: 'not-the-password' }, { ip: '198.51.100.1' });
    const unknownEmail = await post(testApp, '/api/auth/token', { email: uniqueEmail('nobody'), password: 'not-the-password' }, { ip: '198.51.100.2' });
    const noPassword = await post(testApp, '/api/auth/token', { email: social.email, password: 'not-the-password' }, { ip: '198.51.100.3' });
    for (const response of [wrongPassword, unknownEmail, noPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Wrong email or password' } });
    }
    const spanish = await post(testApp, '/api/auth/token', { email: user.email, password: 'nope' }, { headers: { lang: 'es' }, ip: '198.51.100.4' });
    expect(spanish.json().error.message).toBe('Correo electrónico o contraseña incorrectos');
  });

  it('rotates the refresh token on every use', async () => {
    const user = await createPasswordUser(testApp);
    const first = await login(testApp, user.email);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect(await profileStatus(pair.token)).toBe(200);
    const third = await refresh(pair.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  /** Moves a token's rotation back in time, past the grace window for two tabs. */
  const ageRotation = (seconds: number) =>
    testApp.database.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '${seconds} seconds' WHERE rotated_at IS NOT NULL`);

  it('revokes the whole family when a used refresh token comes back after the grace window, and its access tokens stop working', async () => {
    const user = await createPasswordUser(testApp);
    const first = await login(testApp, user.email);
    const rotated = (await refresh(first.refresh_token)).json();
    const other = await login(testApp, user.email); // another device: a different family
    await ageRotation(31);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('unauthorized');

    // The legitimate holder's newer token is dead too, and so are the family's access tokens.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(rotated.token)).toBe(401);
    expect(await profileStatus(first.token)).toBe(401);
    // The other device is untouched.
    expect(await profileStatus(other.token)).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('two tabs refreshing at once with one token both get a working pair, and the session lives on', async () => {
    const user = await createPasswordUser(testApp);
    const pair = await login(testApp, user.email);
    const answers = await Promise.all([refresh(pair.refresh_token), refresh(pair.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => answer.json<{ token: string; refresh_token: string }>());
    expect(one.refresh_token).not.toBe(two.refresh_token);
    expect(await profileStatus(one.token)).toBe(200);
    expect(await profileStatus(two.token)).toBe(200);
    expect((await refresh(one.refresh_token)).statusCode).toBe(200);
    expect((await refresh(two.refresh_token)).statusCode).toBe(200);
  });

  it('within the grace window a just-rotated token gets a fresh pair; after it, the same replay revokes the family', async () => {
    const user = await createPasswordUser(testApp);
    const first = await login(testApp, user.email);
    const rotated = (await refresh(first.refresh_token)).json();
    await ageRotation(20);
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(await profileStatus(late.json().token)).toBe(200);
    expect(await profileStatus(rotated.token)).toBe(200);

    await ageRotation(11); // 31 s after the rotation
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(late.json().token)).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    const [session] = await testApp.database.query<{ revoked_reason: string }>('SELECT revoked_reason FROM auth_sessions WHERE user_id = $1', [user.id]);
    expect(session?.revoked_reason).toBe('refresh_token_reused');
  });

  it('a token replayed many times inside the window is reuse after five grace answers', async () => {
    const user = await createPasswordUser(testApp);
    const first = await login(testApp, user.email);
    expect((await refresh(first.refresh_token)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await refresh(first.refresh_token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 401]);
  });

  it('ends a session after 30 days however often it was refreshed', async () => {
    const user = await createPasswordUser(testApp);
    const pair = await login(testApp, user.email);
    const rows = await testApp.database.query<{ created_at: Date; expires_at: Date }>('SELECT created_at, expires_at FROM auth_sessions WHERE user_id = $1', [user.id]);
    expect(new Date(rows[0].expires_at).getTime() - new Date(rows[0].created_at).getTime()).toBe(30 * 24 * 3600 * 1000);
    const fresh = (await refresh(pair.refresh_token)).json();
    await testApp.database.query("UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(fresh.token)).toBe(401);
  });

  it('rejects unknown and malformed refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
  });

  it('logout ends only this session', async () => {
    const user = await createPasswordUser(testApp);
    const here = await login(testApp, user.email);
    const there = await login(testApp, user.email);
    const response = await post(testApp, '/api/auth/logout', undefined, { headers: bearer(here.token) });
    expect(response.statusCode).toBe(204);
    expect(await profileStatus(here.token)).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(there.token)).toBe(200);
  });

  it('a session read live a moment ago is refused at once once revoked (embedded mode remembers live sessions)', async () => {
    const user = await createPasswordUser(testApp);
    const here = await login(testApp, user.email);
    const elsewhere = await login(testApp, user.email);
    // Both sessions answer, so both are remembered as live where that applies.
    for (const token of [here.token, elsewhere.token, here.token, elsewhere.token]) expect(await profileStatus(token)).toBe(200);
    expect((await post(testApp, '/api/auth/logout', undefined, { headers: bearer(elsewhere.token) })).statusCode).toBe(204);
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect(await profileStatus(here.token)).toBe(200);
    // Ending every session of the user (password change) reaches the remembered one too.
    const changed = await put(testApp, '/api/profile/password', { oldPassword: TEST_PASSWORD, newPassword: 'changed-password' }, { headers: bearer(here.token) });
    expect(changed.statusCode).toBe(200);
    expect(await profileStatus(here.token)).toBe(401);
    expect(await profileStatus(changed.json().token)).toBe(200);
    const third = await login(testApp, user.email, 'changed-password');
    expect(await profileStatus(third.token)).toBe(200);
    // Account deletion revokes in its own repository: it must tell the cache as well.
    await testApp.app.repositories.privacy.markDeleting(user.id, new Date());
    expect(await profileStatus(third.token)).toBe(401);
    expect(await profileStatus(changed.json().token)).toBe(401);
  });

  it('validates the credentials body with the spec messages', async () => {
    const noEmail = await post(testApp, '/api/auth/token', { password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toMatchObject({ code: 'email_required', message: '"Email" is not filled in', fields: { email: '"Email" is not filled in' } });
    const badEmail = await post(testApp, '/api/auth/token', { email: 'nope', password: 'x' }, { headers: { lang: 'ar' } });
    expect(badEmail.json().error.message).toBe('تم ملء حقل "البريد الإلكتروني" بشكل غير صحيح');
  });
});
