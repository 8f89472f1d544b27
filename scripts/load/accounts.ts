/**
 * Accounts for the load test, made through the real API the way a seller makes them: captcha,
 * mailed code (read from the server's outbox), registration, a paid plan through the test-mode
 * checkout (credits for the removals, a rate limit and the API feature for the readers).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface LoadUser {
  email: string;
  token: string;
  /** Public API key (x-api-key), when the account made one. */
  apiKey?: string;
}

/** The plan the load test buys: enough credits for a minute of removals, the API feature, 600 requests a minute. */
const PLAN_ID = 'business';
const PASSWORD = 'load-test-password-1';

export class LoadApi {
  constructor(
    private readonly baseUrl: string,
    private readonly dataDir: string,
  ) {}

  async call<T>(path: string, init: { method?: string; body?: unknown; token?: string; ip?: string } = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
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
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Registers, pays for the plan in test mode, and makes an API key when asked. */
  async createUser(label: string, { apiKey = false } = {}): Promise<LoadUser> {
    const email = `load-${label}-${randomUUID().slice(0, 8)}@example.com`;
    // A documentation-range address per account: per-IP registration limits do not bite.
    const ip = `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;
    const challenge = await this.call<Parameters<typeof solveChallenge>[0]['challenge']>('/api/auth/captcha/challenge', { ip });
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the captcha');
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    await this.call('/api/auth/code', { body: { email, password: PASSWORD, countryCode: 'AE', captchaType: 'altcha', token: captcha }, ip });
    const verifyCode = await this.mailedCode(email);
    const { token } = await this.call<{ token: string }>('/api/auth/register', {
      body: { email, password: PASSWORD, verifyCode, countryCode: 'AE', phone: '+971501234567', agreement: true },
      ip,
    });
    const checkout = await this.call<{ data: { sessionId: string } }>('/api/checkout', { body: { planId: PLAN_ID, months: 1 }, token });
    await this.call(`/api/payments/test-mode/sessions/${checkout.data.sessionId}/pay`, { method: 'POST', token });
    const user: LoadUser = { email, token };
    if (apiKey) user.apiKey = (await this.call<{ data: { token: string } }>('/api/profile/token/generate', { method: 'POST', token })).data.token;
    return user;
  }

  async upload(user: LoadUser, bytes: Buffer, filename: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const response = await fetch(`${this.baseUrl}/api/images?purpose=product`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { id: string } }).data.id;
  }

  /** A product of the user's own, so that their product list is not empty. */
  async createProduct(user: LoadUser, imageId: string): Promise<void> {
    await this.call('/api/products', { body: { imageId }, token: user.token });
  }

  private async mailedCode(email: string): Promise<string> {
    const outbox = join(this.dataDir, 'outbox');
    const deadline = Date.now() + 15_000;
    for (;;) {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      } catch {
        // no mail yet
      }
      for (const file of files) {
        const message = readFileSync(join(outbox, file), 'utf8');
        if (!message.includes(email)) continue;
        const code = /:\s*(\d{6})(?!\d)/.exec(message.slice(message.indexOf('\r\n\r\n')))?.[1];
        if (code) return code;
      }
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }
}
