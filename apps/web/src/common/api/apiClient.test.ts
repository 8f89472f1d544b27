import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient, serializeQuery, unwrap } from './apiClient';
import type { TokenPair, TokenStore } from './tokenStore';

const BASE = 'http://vitrina.test/api';

/** What a call sent, whether the client passed a Request (openapi-fetch) or a URL and init (the refresh call). */
async function sent(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const body = request.body ? await request.clone().text() : undefined;
  return { method: request.method, url: `${url.pathname}${url.search}`, headers: Object.fromEntries(request.headers.entries()), body, contentType: request.headers.get('content-type') };
}

/**
 * A small fake of the API's token protocol: access tokens are valid until the test expires them,
 * each refresh token works once and is rotated. Every request is recorded.
 */
function fakeServer(options: { refreshStatus?: number; refreshDelayMs?: number } = {}) {
  let generation = 1;
  const validAccess = new Set(['access-1']);
  const validRefresh = new Set(['refresh-1']);
  const calls: Awaited<ReturnType<typeof sent>>[] = [];

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await sent(input, init);
    calls.push(call);
    const { body, headers, method } = call;
    const path = call.url.replace(/\?.*$/, '');

    if (path === '/api/auth/token/refresh') {
      if (options.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      if (options.refreshStatus) return json(options.refreshStatus, { error: { code: 'unauthorized', message: 'Please sign in' } });
      const { refresh_token: presented } = JSON.parse(body ?? '{}') as { refresh_token?: string };
      if (!presented || !validRefresh.delete(presented)) return json(401, { error: { code: 'unauthorized', message: 'Please sign in' } });
      generation += 1;
      validAccess.clear();
      validAccess.add(`access-${generation}`);
      validRefresh.add(`refresh-${generation}`);
      return json(200, { token: `access-${generation}`, refresh_token: `refresh-${generation}` });
    }
    if (path === '/api/auth/token') return json(401, { error: { code: 'authorization_error', message: 'An error occurred during authorization' } });
    if (path === '/api/campaigns') return json(500, { error: { code: 'something_went_wrong', message: 'Something went wrong' } });
    if (path === '/api/enterprise-requests') return json(400, { error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Email is wrong' } } });

    const bearer = headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !validAccess.has(bearer)) return json(401, { error: { code: 'unauthorized', message: 'Please sign in' } });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (path === '/api/payments') return new Response('{"data": [', { status: 200, headers: { 'Content-Type': 'application/json' } });
    return json(200, { data: { path, token: bearer } });
  });

  return {
    fetch: fetchImpl as unknown as typeof fetch,
    calls,
    refreshCalls: () => calls.filter((call) => call.url === '/api/auth/token/refresh').length,
    /** What the fake answered a call with a valid token: its path and the token it saw. */
    /** The access token times out; the refresh token stays valid. */
    expireAccessTokens: () => validAccess.clear(),
  };
}

function memoryTokens(initial: Partial<TokenPair> = { token: 'access-1', refresh_token: 'refresh-1' }): TokenStore {
  let access = initial.token ?? null;
  let refresh = initial.refresh_token ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens: (pair) => {
      access = pair.token;
      refresh = pair.refresh_token;
    },
    setAccessToken: (token) => {
      access = token;
    },
    clear: () => {
      access = null;
      refresh = null;
    },
  };
}

function setup(serverOptions?: Parameters<typeof fakeServer>[0], tokens = memoryTokens()) {
  const server = fakeServer(serverOptions);
  const onSessionExpired = vi.fn();
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const client = createApiClient({ fetch: server.fetch, tokens, getLanguage: () => 'es', onSessionExpired, baseUrl: BASE, onSuccess, onError });
  return { server, tokens, onSessionExpired, client, onSuccess, onError };
}

/** The fake echoes `{ data: { path, token } }`; the typed answer of these routes says otherwise, so read it as what it is. */
const echoed = (answer: unknown) => (answer as { data: { path: string; token: string } }).data;

describe('api client', () => {
  it('sends the bearer token, the lang header and JSON bodies; answers are typed data', async () => {
    const { server, client } = setup();
    await unwrap(client.PUT('/profile', { body: { firstName: 'Ana' } }));
    const [call] = server.calls;
    expect(call?.url).toBe('/api/profile');
    expect(call?.headers).toMatchObject({ authorization: 'Bearer access-1', lang: 'es', 'content-type': 'application/json', accept: 'application/json' });
    expect(call?.body).toBe('{"firstName":"Ana"}');
  });

  it('joins query arrays with commas and drops empty values', async () => {
    expect(serializeQuery({ ids: ['a', 'b'], limit: 6, empty: undefined, blank: '', none: null })).toBe('ids=a%2Cb&limit=6');
    const { server, client } = setup();
    await unwrap(client.GET('/jobs', { params: { query: { status: 'queued', limit: 20 } } }));
    expect(server.calls[0]?.url).toBe('/api/jobs?status=queued&limit=20');
  });

  it('sends no Authorization header without a token, and reads an empty answer as undefined', async () => {
    const { server, client } = setup(undefined, memoryTokens({}));
    await expect(unwrap(client.GET('/storage'))).rejects.toBeInstanceOf(ApiError);
    expect(server.calls[0]?.headers.authorization).toBeUndefined();
    const signedIn = setup();
    await expect(unwrap(signedIn.client.DELETE('/products/{id}', { params: { path: { id: 'p1' } } }))).resolves.toBeUndefined();
    expect(signedIn.server.calls[0]?.url).toBe('/api/products/p1');
  });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const { server, client, tokens, onSessionExpired } = setup();
    server.expireAccessTokens();
    expect(echoed(await unwrap(client.GET('/storage')))).toEqual({ path: '/api/storage', token: 'access-2' });
    expect(server.refreshCalls()).toBe(1);
    expect(JSON.parse(server.calls[1]?.body ?? '')).toEqual({ refresh_token: 'refresh-1' });
    expect(tokens.getAccessToken()).toBe('access-2');
    expect(tokens.getRefreshToken()).toBe('refresh-2');
    expect(server.calls.map((call) => call.url)).toEqual(['/api/storage', '/api/auth/token/refresh', '/api/storage']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a call with a body with the same body', async () => {
    const { server, client } = setup();
    server.expireAccessTokens();
    await unwrap(client.PUT('/profile', { body: { lastName: 'Ruiz' } }));
    expect(server.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/profile', '{"lastName":"Ruiz"}'],
      ['POST', '/api/auth/token/refresh', '{"refresh_token":"refresh-1"}'],
      ['PUT', '/api/profile', '{"lastName":"Ruiz"}'],
    ]);
    expect(server.calls[2]?.headers.authorization).toBe('Bearer access-2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { server, client } = setup({ refreshDelayMs: 20 });
    server.expireAccessTokens();
    const results = await Promise.all([unwrap(client.GET('/storage')), unwrap(client.GET('/plans')), unwrap(client.PUT('/profile', { body: { firstName: 'x' } })), unwrap(client.GET('/subscription'))]);
    expect(results.map((result) => echoed(result).token)).toEqual(['access-2', 'access-2', 'access-2', 'access-2']);
    expect(server.refreshCalls()).toBe(1);
    expect(server.calls).toHaveLength(4 + 1 + 4);
  });

  it('does not refresh again when another tab already replaced the token', async () => {
    const server = fakeServer();
    const tokens = memoryTokens();
    server.expireAccessTokens();
    // While this request is in flight, another tab spends refresh-1 and stores the new pair.
    const otherTabRefreshes = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await server.fetch(input, init);
      if (response.status === 401 && tokens.getAccessToken() === 'access-1') {
        const rotated = await server.fetch(`${BASE}/auth/token/refresh`, { method: 'POST', body: '{"refresh_token":"refresh-1"}' });
        tokens.setTokens((await rotated.json()) as TokenPair);
      }
      return response;
    }) as typeof fetch;
    const onSessionExpired = vi.fn();
    const client = createApiClient({ fetch: otherTabRefreshes, tokens, getLanguage: () => 'en', onSessionExpired, baseUrl: BASE });
    expect(echoed(await unwrap(client.GET('/storage'))).token).toBe('access-2');
    expect(server.refreshCalls()).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('runs the refresh inside runExclusive (the cross-tab lock)', async () => {
    const server = fakeServer();
    server.expireAccessTokens();
    const order: string[] = [];
    const runExclusive = async <T,>(task: () => Promise<T>) => {
      order.push('lock');
      const result = await task();
      order.push('unlock');
      return result;
    };
    const client = createApiClient({ fetch: server.fetch, tokens: memoryTokens(), getLanguage: () => 'en', onSessionExpired: vi.fn(), baseUrl: BASE, runExclusive });
    await unwrap(client.GET('/storage'));
    expect(order).toEqual(['lock', 'unlock']);
    expect(server.refreshCalls()).toBe(1);
  });

  it('clears both tokens and ends the session once when the refresh is rejected', async () => {
    const { server, client, tokens, onSessionExpired } = setup({ refreshStatus: 401, refreshDelayMs: 10 });
    server.expireAccessTokens();
    const outcomes = await Promise.allSettled([unwrap(client.GET('/storage')), unwrap(client.GET('/plans')), unwrap(client.GET('/subscription'))]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
    }
    expect(server.refreshCalls()).toBe(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a spent refresh token as a rejected refresh', async () => {
    const { server, client, tokens, onSessionExpired } = setup(undefined, memoryTokens({ token: 'access-1', refresh_token: 'refresh-unknown' }));
    server.expireAccessTokens();
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling refresh when no refresh token is stored', async () => {
    const { server, client, onSessionExpired } = setup(undefined, memoryTokens({ token: 'access-1' }));
    server.expireAccessTokens();
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh fails for a transient reason', async () => {
    const { server, client, tokens, onSessionExpired } = setup({ refreshStatus: 503 });
    server.expireAccessTokens();
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 503 });
    expect(tokens.getRefreshToken()).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for the credentials call', async () => {
    const { server, client, onSessionExpired } = setup();
    const error = await unwrap(client.POST('/auth/token', { body: { email: 'a@b.c', password: 'wrong-one' } })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: 'authorization_error', message: 'An error occurred during authorization' });
    expect(server.refreshCalls()).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    const server = fakeServer();
    const tokens = memoryTokens();
    const onSessionExpired = vi.fn();
    // This server rejects every access token, even fresh ones.
    const rejectAll = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      (await sent(input, init)).url.endsWith('/auth/token/refresh') ? server.fetch(input, init) : new Response('{}', { status: 401 }),
    ) as unknown as typeof fetch;
    const client = createApiClient({ fetch: rejectAll, tokens, getLanguage: () => 'en', onSessionExpired, baseUrl: BASE });
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Please sign in to continue' });
    expect(server.refreshCalls()).toBe(1);
    expect(vi.mocked(rejectAll)).toHaveBeenCalledTimes(3);
  });

  it('turns error answers into a typed ApiError with fields, and reports each failure once', async () => {
    const { client, onError } = setup();
    const body = { name: 'A', email: 'a@b.c', company: 'C', message: 'Hello there, we need more' };
    const error = (await unwrap(client.POST('/enterprise-requests', { body: body as never })).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Bad', fields: { email: 'Email is wrong' } });
    expect(error.isClientError).toBe(true);
    await expect(unwrap(client.GET('/campaigns'))).rejects.toMatchObject({ status: 500, code: 'something_went_wrong' });
    expect(onError.mock.calls.map(([reported]) => (reported as ApiError).status)).toEqual([400, 500]);
  });

  it('reports an unreadable JSON answer as invalid_response', async () => {
    const { client } = setup();
    await expect(unwrap(client.GET('/payments'))).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('tells success listeners the method, the path under the base URL and the parsed answer', async () => {
    const { client, onSuccess } = setup();
    await unwrap(client.GET('/jobs/{id}', { params: { path: { id: 'j1' } } }));
    expect(onSuccess).toHaveBeenCalledWith({ method: 'GET', path: '/jobs/j1', body: { data: { path: '/api/jobs/j1', token: 'access-1' } } });
  });

  it('reports a network failure as status 0 with a localised message, and lets an abort through', async () => {
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      tokens: memoryTokens(),
      getLanguage: () => 'es',
      onSessionExpired,
      baseUrl: BASE,
    });
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 0, code: 'network_error', message: 'Algo salió mal' });
    const controller = new AbortController();
    controller.abort();
    const aborting = createApiClient({ fetch: (input) => fetch(input), tokens: memoryTokens(), getLanguage: () => 'es', onSessionExpired, baseUrl: BASE });
    await expect(unwrap(aborting.GET('/storage', { signal: controller.signal }))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends FormData untouched, without a JSON content type', async () => {
    const { server, client } = setup();
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await unwrap(client.POST('/images', { params: { query: { purpose: 'product' } }, body: form as never }));
    expect(server.calls[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.calls[0]?.body).toContain('filename="x.png"');
  });
});
