import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipEntries } from '../../../../e2e/support/zip';
import { readStoredFile, type FileStorage } from '../../src/adapters/storage';
import { bearer, createPasswordUser, FAST_ALTCHA, get, login, post, solveAltcha, TEST_PASSWORD } from '../accounts/support/accounts-app';
import { codeIn, startMailCapture, type MailCapture } from '../accounts/support/mail-capture';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { S3RVER_CREDENTIALS, startS3rver, type TestS3 } from '../support/s3rver';
import { noisyJpeg, solidPng, uploadOk } from '../images/support';

/** Tables holding rows of one user (user_id), counted before and after a deletion. */
const USER_TABLES = ['users', 'credit_ledger', 'auth_sessions', 'images', 'products', 'generated_images', 'shares', 'jobs', 'account_exports', 'shadow_presets', 'subscriptions', 'payments'];

const storages = ['local', 's3'] as const;
const cases = testDatabaseKinds.flatMap((kind) => storages.map((storage) => [kind, storage] as const));

describe.each(cases)('account export and deletion on %s with %s storage', (kind, storage) => {
  let mail: MailCapture;
  let s3: TestS3 | undefined;
  let testApp: TestApp;
  beforeAll(async () => {
    mail = await startMailCapture();
    s3 = storage === 's3' ? await startS3rver() : undefined;
    const s3Env: Record<string, string> = s3
      ? { S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: s3.region, S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey }
      : {};
    testApp = await createTestApp(kind, { SMTP_URL: mail.url, ...FAST_ALTCHA, ...s3Env });
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
    await mail?.close();
  });

  const storageOf = () => (testApp.app.services.images as unknown as { storage: FileStorage }).storage;
  const rowsOf = async (userId: string) => {
    const counts: Record<string, number> = {};
    for (const table of USER_TABLES) {
      const column = table === 'users' ? 'id' : 'user_id';
      const [row] = await testApp.database.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE ${column} = $1`, [userId]);
      counts[table] = Number(row?.n ?? 0);
    }
    return counts;
  };
  const signedIn = async () => {
    const user = await createPasswordUser(testApp);
    const tokens = await login(testApp, user.email);
    return { user, headers: bearer(tokens.token) };
  };
  const waitForJob = async (headers: Record<string, string>, id: string) => {
    for (let i = 0; i < 200; i++) {
      const job = (await get(testApp, `/api/jobs/${id}`, { headers })).json<{ data: { status: string; progress: number; download: { url: string; contentType: string; expiresAt: string } | null } }>().data;
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('export job did not finish');
  };

  it('exports a zip with account.json (the e-mail) and every uploaded file, for its owner only', async () => {
    const alice = await signedIn();
    const first = await solidPng(64, 48);
    const second = await noisyJpeg(80, 60);
    const images = [await uploadOk(testApp, alice.headers, first), await uploadOk(testApp, alice.headers, second)];
    const accepted = await post(testApp, '/api/profile/export', undefined, { headers: alice.headers });
    expect(accepted.statusCode).toBe(202);
    const job = await waitForJob(alice.headers, accepted.json<{ data: { id: string } }>().data.id);
    expect(job.status).toBe('succeeded');
    expect(job.progress).toBe(1);
    expect(job.download?.contentType).toBe('application/zip');
    expect(new Date(job.download?.expiresAt ?? 0).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const zip = await get(testApp, job.download?.url ?? '', { headers: alice.headers });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = await unzipEntries(zip.rawPayload);
    const account = JSON.parse(entries.get('account.json')?.toString() ?? '{}') as { profile: { email: string }; files: { id: string; file: string }[] };
    expect(account.profile.email).toBe(alice.user.email);
    for (const image of images) {
      const listed = account.files.find((file) => file.id === image.id);
      expect(listed?.file).toMatch(/^files\/originals\/.+\.(png|jpg)$/);
      const record = await testApp.app.services.images.getOwned(alice.user.id, image.id);
      expect(entries.get(listed?.file ?? '')?.equals(await readStoredFile(storageOf(), record.storageKey))).toBe(true);
    }
    expect((await mail.waitFor(alice.user.email)).text).toContain('/profile#privacy');

    // Another user, and nobody at all, get nothing.
    const bob = await signedIn();
    expect((await get(testApp, job.download?.url ?? '', { headers: bob.headers })).statusCode).toBe(404);
    expect((await get(testApp, job.download?.url ?? '')).statusCode).toBe(401);
    const status = await get(testApp, '/api/profile/export', { headers: alice.headers });
    expect(status.json<{ data: { job: { download: unknown } } }>().data.job.download).not.toBeNull();
  }, 60_000);

  it('deletes the account: tokens, login, files, shares end; rows and files are gone; the e-mail registers again', async () => {
    const alice = await signedIn();
    const image = await uploadOk(testApp, alice.headers, await solidPng(90, 70, { r: 10, g: 200, b: 90 }));
    const share = (await post(testApp, '/api/share', { entityType: 'image', entityId: image.id }, { headers: alice.headers })).json<{ data: { token: string } }>().data;
    expect((await get(testApp, `/api/files/${image.id}?share=${share.token}`)).statusCode).toBe(200);
    const exported = await post(testApp, '/api/profile/export', undefined, { headers: alice.headers });
    await waitForJob(alice.headers, exported.json<{ data: { id: string } }>().data.id);
    await mail.waitFor(alice.user.email); // the export's mail, before the registration code's
    await testApp.database.query(
      `INSERT INTO payments (user_id, provider, session_id, kind, plan_id, term_months, amount, full_amount, currency, status, expires_at) VALUES ($1, 'test', $2, 'purchase', 'pro', 1, 900, 900, 'usd', 'paid', now())`,
      [alice.user.id, `cs_${alice.user.id}`],
    );
    const keys = (await testApp.database.query<{ k: string }>('SELECT storage_key AS k FROM images WHERE user_id = $1 UNION SELECT storage_key FROM account_exports WHERE user_id = $1', [alice.user.id])).map((row) => row.k);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(await storageOf().exists(key)).toBe(true);
    const before = await rowsOf(alice.user.id);
    expect(before.users).toBe(1);
    expect(before.images).toBeGreaterThan(0);
    expect(before.shares).toBe(1);

    const wrong = await testApp.app.inject({ method: 'DELETE', url: '/api/profile', headers: alice.headers, payload: { password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(400);
    const deleted = await testApp.app.inject({ method: 'DELETE', url: '/api/profile', headers: alice.headers, payload: { password: TEST_PASSWORD } });
    expect(deleted.statusCode).toBe(204);

    expect((await post(testApp, '/api/auth/token', { email: alice.user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await get(testApp, '/api/profile', { headers: alice.headers })).statusCode).toBe(401);
    expect((await get(testApp, `/api/files/${image.id}?share=${share.token}`)).statusCode).toBe(404);
    expect((await get(testApp, `/s/${share.token}`)).statusCode).toBe(404);
    const after = await rowsOf(alice.user.id);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    for (const key of keys) expect(await storageOf().exists(key)).toBe(false);
    // The payment stays for accounting, without its account.
    expect(await testApp.database.query('SELECT 1 FROM payments WHERE session_id = $1 AND user_id IS NULL', [`cs_${alice.user.id}`])).toHaveLength(1);

    // The same e-mail registers again as a new account.
    const code = await post(testApp, '/api/auth/code', { email: alice.user.email, password: 'a-new-password', countryCode: 'ae', captchaType: 'altcha', token: await solveAltcha(testApp) });
    expect(code.statusCode).toBe(200);
    const registered = await post(testApp, '/api/auth/register', {
      email: alice.user.email,
      password: 'a-new-password',
      verifyCode: codeIn(await mail.waitFor(alice.user.email)),
      countryCode: 'ae',
      phone: '+971 50 123 4567',
      firstName: 'Alice',
      agreement: true,
    });
    expect(registered.statusCode).toBe(200);
  }, 60_000);

  it('finishes a deletion interrupted after its first step when the sweeper runs (simulated crash)', async () => {
    const carol = await signedIn();
    const image = await uploadOk(testApp, carol.headers, await solidPng(50, 50, { r: 1, g: 2, b: 3 }));
    const key = (await testApp.app.services.images.getOwned(carol.user.id, image.id)).storageKey;
    // Step 1 only, as if the process had died right after it.
    await testApp.app.repositories.privacy.markDeleting(carol.user.id, new Date());
    expect((await get(testApp, '/api/profile', { headers: carol.headers })).statusCode).toBe(401);
    expect(await storageOf().exists(key)).toBe(true);
    const result = await testApp.app.services.privacy.sweeper.runOnce();
    expect(result.accountsFinished).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(carol.user.id)).users).toBe(0);
    expect(await storageOf().exists(key)).toBe(false);
  }, 60_000);

  it('mails a deletion code to an account without a password and deletes with it', async () => {
    const dave = await testApp.app.repositories.users.insert({ email: `social-${Date.now()}@example.com`, country: 'AE', googleSubject: `g-${Date.now()}` });
    const session = await testApp.app.services.accounts.sessions.start(dave.id, 'google');
    const headers = bearer(session.token);
    const noCode = await testApp.app.inject({ method: 'DELETE', url: '/api/profile', headers, payload: { password: 'whatever' } });
    expect(noCode.statusCode).toBe(400);
    expect((await post(testApp, '/api/profile/delete-code', undefined, { headers })).statusCode).toBe(200);
    const code = codeIn(await mail.waitFor(dave.email));
    const deleted = await testApp.app.inject({ method: 'DELETE', url: '/api/profile', headers, payload: { code } });
    expect(deleted.statusCode).toBe(204);
    expect((await rowsOf(dave.id)).users).toBe(0);
  }, 60_000);
});
