/**
 * The calls a seller's browser makes, for any Vitrina server: JSON requests, the ALTCHA
 * captcha, and the one-time code read from the server's outbox. The e2e helpers (realUser.ts)
 * and the load test (scripts/load) both sign up through these.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A documentation-range client address of its own per sign-up, so per-IP limits never bite between accounts (the servers under test trust X-Forwarded-For). */
export function testClientAddress(): string {
  return `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;
}

export interface JsonCallInit {
  method?: string;
  body?: unknown;
  token?: string;
  /** Sent as X-Forwarded-For: a client address of its own (the servers under test trust it). */
  ip?: string;
}

/** A JSON call to `baseUrl`; throws with the status and body when the answer is not 2xx. */
export async function jsonCall<T>(baseUrl: string, path: string, init: JsonCallInit = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      lang: 'en',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Solves the server's ALTCHA challenge the way the widget does; the answer goes in `token`. */
export async function solveCaptchaAt(baseUrl: string, ip?: string): Promise<string> {
  const challenge = await jsonCall<Parameters<typeof solveChallenge>[0]['challenge']>(baseUrl, '/api/auth/captcha/challenge', { ip });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The newest one-time code mailed to `email`, read from `dataDir`'s outbox (.eml files), once at
 * least `mails` messages have reached that address (2 = wait for the second mail, say a restore code).
 */
export async function readOutboxCode(dataDir: string, email: string, { mails = 1, timeoutMs = 10_000 } = {}): Promise<string> {
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
