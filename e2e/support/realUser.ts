import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { baseUrl } from './env';

export interface RealUser {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** Each registration comes from its own documentation-range address, so per-IP limits never bite between tests (the e2e server trusts X-Forwarded-For). */
export function testClientAddress(): string {
  return `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;
}

async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string; ip?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      lang: 'en',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Solves the server's ALTCHA challenge the way the widget does; the answer goes in `token`. */
export async function solveCaptcha(): Promise<string> {
  const challenge = await call<Parameters<typeof solveChallenge>[0]['challenge']>('/api/auth/captcha/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The newest one-time code mailed to `email`, read from the server's outbox (.eml files), once at
 * least `mails` messages have reached that address (2 = wait for the second mail, say a restore code).
 */
export async function readMailedCode(email: string, { mails = 1, timeoutMs = 10_000 } = {}): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through scripts/e2e.mjs');
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort().reverse();
    } catch {
      // not created yet
    }
    const codes = files
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .filter((message) => message.includes(email))
      .map((message) => /:\s*(\d{6})(?!\d)/.exec(message.slice(message.indexOf('\r\n\r\n')))?.[1])
      .filter((code): code is string => Boolean(code));
    if (codes.length >= mails) return codes[0];
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const uniqueEmail = (label = 'seller'): string => `${label}-${randomUUID().slice(0, 8)}@example.com`;
export const TEST_PASSWORD = 'correct-horse-battery';

/** Registers a real account through the API (captcha, mailed code, register) and returns its tokens. */
export async function registerRealUser(label = 'seller'): Promise<RealUser> {
  const email = uniqueEmail(label);
  const ip = testClientAddress();
  const password = TEST_PASSWORD;
  await call('/api/auth/code', { body: { email, password, countryCode: 'AE', captchaType: 'altcha', token: await solveCaptcha() }, ip });
  const verifyCode = await readMailedCode(email);
  const answer = await call<{ token: string; refresh_token: string }>('/api/auth/register', {
    body: { email, password, verifyCode, countryCode: 'AE', phone: '+971501234567', agreement: true },
    ip,
  });
  return { email, password, token: answer.token, refreshToken: answer.refresh_token };
}

/** The localStorage values the app reads for a signed-in user (spec §3 keys). */
export function signedInStorage(user: Pick<RealUser, 'token' | 'refreshToken'>): Record<string, string> {
  return { accessToken: user.token, refreshToken: user.refreshToken };
}

/** Calls the API as `user` (JSON in, JSON out). */
export function callAs<T>(user: Pick<RealUser, 'token'>, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return call<T>(path, { ...init, token: user.token });
}

/** Uploads an image as `user` (POST /api/images) and returns its id. */
export async function uploadAs(user: Pick<RealUser, 'token'>, bytes: Uint8Array, purpose = 'product', filename = 'photo.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), filename);
  const response = await fetch(`${baseUrl()}/api/images?purpose=${purpose}`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Starts a tool job as `user` and waits until it ends; resolves with the finished job. */
export async function runToolAs(user: Pick<RealUser, 'token'>, tool: string, body: Record<string, unknown>, timeoutMs = 60_000): Promise<{ id: string; status: string; outputs: { imageId: string }[] }> {
  type Job = { id: string; status: string; outputs: { imageId: string }[] };
  const job = (await callAs<{ data: Job }>(user, `/api/tools/${tool}`, { body })).data;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await callAs<{ data: Job }>(user, `/api/jobs/${job.id}`)).data;
    if (['succeeded', 'failed', 'cancelled'].includes(state.status)) return state;
    if (Date.now() > deadline) throw new Error(`job ${job.id} still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new session for an existing account (POST /api/auth/token): its own refresh-token family. */
export async function signInAs(user: Pick<RealUser, 'email' | 'password'>): Promise<RealUser> {
  const answer = await call<{ token: string; refresh_token: string }>('/api/auth/token', { body: { email: user.email, password: user.password }, ip: testClientAddress() });
  return { email: user.email, password: user.password, token: answer.token, refreshToken: answer.refresh_token };
}
