import { randomUUID } from 'node:crypto';
import { baseUrl } from './env';
import { jsonCall, readOutboxCode, solveCaptchaAt, testClientAddress, type JsonCallInit } from './sellerApi';

export interface RealUser {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export { testClientAddress } from './sellerApi';

function call<T>(path: string, init: JsonCallInit = {}): Promise<T> {
  return jsonCall<T>(baseUrl(), path, init);
}

/** Solves the server's ALTCHA challenge the way the widget does; the answer goes in `token`. */
export function solveCaptcha(): Promise<string> {
  return solveCaptchaAt(baseUrl());
}

/** The newest one-time code mailed to `email` (see readOutboxCode), from the e2e server's outbox. */
export function readMailedCode(email: string, options: { mails?: number; timeoutMs?: number } = {}): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through scripts/e2e.mjs');
  return readOutboxCode(dataDir, email, options);
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
