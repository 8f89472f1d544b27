/**
 * Accounts for the load test, made through the real API the way a seller makes them: captcha,
 * mailed code (read from the server's outbox), registration, a paid plan through the test-mode
 * checkout (credits for the removals, a rate limit and the API feature for the readers).
 */
import { randomUUID } from 'node:crypto';
import { jsonCall, readOutboxCode, solveCaptchaAt, testClientAddress, type JsonCallInit } from '../../e2e/support/sellerApi';

export interface LoadUser {
  email: string;
  token: string;
  /** For a browser session (the web app keeps both tokens in localStorage). */
  refreshToken: string;
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

  call<T>(path: string, init: JsonCallInit = {}): Promise<T> {
    return jsonCall<T>(this.baseUrl, path, init);
  }

  /** Registers, pays for the plan in test mode, and makes an API key when asked. */
  async createUser(label: string, { apiKey = false } = {}): Promise<LoadUser> {
    const email = `load-${label}-${randomUUID().slice(0, 8)}@example.com`;
    const ip = testClientAddress();
    const captcha = await solveCaptchaAt(this.baseUrl, ip);
    await this.call('/api/auth/code', { body: { email, password: PASSWORD, countryCode: 'AE', captchaType: 'altcha', token: captcha }, ip });
    const verifyCode = await readOutboxCode(this.dataDir, email, { timeoutMs: 15_000 });
    const { token, refresh_token: refreshToken } = await this.call<{ token: string; refresh_token: string }>('/api/auth/register', {
      body: { email, password: PASSWORD, verifyCode, countryCode: 'AE', phone: '+971501234567', agreement: true },
      ip,
    });
    const checkout = await this.call<{ data: { sessionId: string } }>('/api/checkout', { body: { planId: PLAN_ID, months: 1 }, token });
    await this.call(`/api/payments/test-mode/sessions/${checkout.data.sessionId}/pay`, { method: 'POST', token });
    const user: LoadUser = { email, token, refreshToken };
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
}
