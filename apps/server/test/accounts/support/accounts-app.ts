import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { PasswordHasher } from '../../../src/adapters/passwords';
import type { UserRow } from '../../../src/db/schema';
import type { TestApp } from '../../support/app';

/** Cheap ALTCHA work so tests solve challenges in milliseconds. */
export const FAST_ALTCHA = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '20' } as const;
export const TEST_PASSWORD = 'correct-horse-battery';

export interface Call {
  headers?: Record<string, string>;
  /** Client address as the server sees it. */
  ip?: string;
}

export async function post(testApp: TestApp, url: string, body?: unknown, call: Call = {}): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'POST', url, payload: body as object, headers: call.headers, remoteAddress: call.ip ?? '203.0.113.10' });
}

export async function put(testApp: TestApp, url: string, body: unknown, call: Call = {}): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'PUT', url, payload: body as object, headers: call.headers, remoteAddress: call.ip ?? '203.0.113.10' });
}

export async function get(testApp: TestApp, url: string, call: Call = {}): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'GET', url, headers: call.headers, remoteAddress: call.ip ?? '203.0.113.10' });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Fetches an ALTCHA challenge from the app and solves it like the widget: the `token` to send. */
export async function solveAltcha(testApp: TestApp): Promise<string> {
  const response = await get(testApp, '/api/auth/captcha/challenge');
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json<{ parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string }; signature: string }>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let passwordHash: Promise<string> | undefined;
/** One argon2 hash of TEST_PASSWORD per test file, instead of one per user. */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= new PasswordHasher().hash(TEST_PASSWORD);
  return passwordHash;
}

/** A user with TEST_PASSWORD, inserted directly (no mail, no captcha). */
export async function createPasswordUser(testApp: TestApp, overrides: Partial<UserRow> = {}): Promise<UserRow> {
  return testApp.app.repositories.users.insert({
    email: uniqueEmail(),
    country: 'AE',
    passwordHash: await testPasswordHash(),
    ...overrides,
  });
}

export interface Tokens {
  token: string;
  refresh_token: string;
}

export async function login(testApp: TestApp, email: string, password = TEST_PASSWORD, call: Call = {}): Promise<Tokens> {
  const response = await post(testApp, '/api/auth/token', { email, password }, call);
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
}
