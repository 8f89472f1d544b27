/**
 * The web app's API client (apps/web/src/common/api) against the real server on PGlite, over
 * HTTP: token refresh on a 401, one refresh shared by concurrent calls, sign-out when the server
 * refuses the refresh token, and the typed multipart upload. Only the access-token clock is
 * moved (to let a token expire); the protocol is the server's own.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/adapters/access-tokens';
import { createApiClient, unwrap } from '../../../web/src/common/api/apiClient';
import { postImage } from '../../../web/src/common/api/postImage';
import type { TokenPair, TokenStore } from '../../../web/src/common/api/tokenStore';
import { createPasswordUser, TEST_PASSWORD } from '../accounts/support/accounts-app';
import { createTestApp, type TestApp } from '../support/app';

function memoryTokens(): TokenStore {
  let pair: TokenPair | null = null;
  let access: string | null = null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => pair?.refresh_token ?? null,
    setTokens: (next) => {
      pair = next;
      access = next.token;
    },
    setAccessToken: (token) => {
      access = token;
    },
    clear: () => {
      pair = null;
      access = null;
    },
  };
}

describe('web api client against the server', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let clockSkewMs = 0;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, { accessTokenClock: () => Date.now() + clockSkewMs });
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `${address}/api`;
  });
  afterAll(() => testApp.close());

  /** Access tokens issued so far are past their lifetime; refresh tokens are untouched. */
  const expireAccessTokens = () => {
    clockSkewMs += (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
  };

  /** A client signed in (through itself) as a new user; `calls` records what reached the server. */
  async function signedInClient() {
    const user = await createPasswordUser(testApp);
    const calls: { method: string; path: string; status: number }[] = [];
    const recordingFetch = (async (...[input, init]: Parameters<typeof fetch>) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      calls.push({ method: request.method, path: new URL(request.url).pathname, status: response.status });
      return response;
    }) as typeof fetch;
    const tokens = memoryTokens();
    const onSessionExpired = vi.fn();
    const client = createApiClient({ fetch: recordingFetch, tokens, getLanguage: () => 'en', onSessionExpired, baseUrl });
    tokens.setTokens(await unwrap(client.POST('/auth/token', { body: { email: user.email, password: TEST_PASSWORD } })));
    calls.length = 0;
    const refreshes = () => calls.filter((call) => call.path === '/api/auth/token/refresh');
    return { user, client, tokens, calls, refreshes, onSessionExpired };
  }

  it('refreshes on a 401 and retries the call, body and all, with the new pair', async () => {
    const { user, client, tokens, calls, onSessionExpired } = await signedInClient();
    const first = { token: tokens.getAccessToken(), refresh: tokens.getRefreshToken() };
    expireAccessTokens();
    const updated = await unwrap(client.PUT('/profile', { body: { firstName: 'Ana' } }));
    expect(updated.data).toMatchObject({ email: user.email, firstName: 'Ana' });
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/profile', status: 401 },
      { method: 'POST', path: '/api/auth/token/refresh', status: 200 },
      { method: 'PUT', path: '/api/profile', status: 200 },
    ]);
    expect(tokens.getAccessToken()).not.toBe(first.token);
    expect(tokens.getRefreshToken()).not.toBe(first.refresh);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { client, tokens, calls, refreshes, onSessionExpired } = await signedInClient();
    expireAccessTokens();
    const [profile, storage, plans] = await Promise.all([unwrap(client.GET('/profile')), unwrap(client.GET('/storage')), unwrap(client.GET('/subscription'))]);
    expect(profile.data.email).toContain('@example.com');
    expect(storage).toBeDefined();
    expect(plans).toBeDefined();
    // The server would also accept a second refresh with the same token (its two-tab grace
    // window), so only the calls that reached it show that the client refreshed once.
    expect(refreshes()).toHaveLength(1);
    expect(calls.filter((call) => call.status === 401)).toHaveLength(3);
    expect(calls).toHaveLength(3 + 1 + 3);
    // The stored pair is the one the server issued last: the next expiry refreshes with it.
    expireAccessTokens();
    await unwrap(client.GET('/profile'));
    expect(refreshes()).toHaveLength(2);
    expect(refreshes().every((call) => call.status === 200)).toBe(true);
    expect(tokens.getRefreshToken()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs out once when the server refuses the refresh token of an ended session', async () => {
    const { client, tokens, refreshes, onSessionExpired } = await signedInClient();
    // The session ends on the server (signed out in another tab or on another device, say).
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${tokens.getAccessToken() ?? ''}` } });
    expect(logout.statusCode).toBe(204);
    const outcomes = await Promise.allSettled([unwrap(client.GET('/profile')), unwrap(client.GET('/storage'))]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ name: 'ApiError', status: 401, code: 'unauthorized' });
    }
    expect(refreshes()).toEqual([{ method: 'POST', path: '/api/auth/token/refresh', status: 401 }]);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for a refused sign-in', async () => {
    const { user, client, refreshes, onSessionExpired } = await signedInClient();
    const refused = unwrap(client.POST('/auth/token', { body: { email: user.email, password: 'not-the-password' } }));
    await expect(refused).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(refreshes()).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uploads an image as the multipart body the OpenAPI document describes', async () => {
    const { user, client } = await signedInClient();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer();
    const image = await postImage(client, new File([new Uint8Array(png)], 'bottle.png', { type: 'image/png' }), 'product');
    expect(image).toMatchObject({ width: 64, height: 48 });
    const stored = await testApp.app.repositories.images.findById(image.id);
    expect(stored).toMatchObject({ userId: user.id, purpose: 'product' });
  });
});
