import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient } from './apiClient';
import type { TokenPair, TokenStore } from './tokenStore';

const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * A small fake of the API's token protocol: access tokens are valid until the test expires them,
 * each refresh token works once and is rotated. Every request is recorded.
 */
function fakeServer(options: { refreshStatus?: number; refreshDelayMs?: number } = {}) {
  let generation = 1;
  const validAccess = new Set(['access-1']);
  const validRefresh = new Set(['refresh-1']);
  const calls: { method: string; url: string; headers: Record<string, string>; body: string | undefined }[] = [];

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const headers = { ...(init?.headers as Record<string, string>) };
    const body = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({ method: init?.method ?? 'GET', url, headers, body });
    const path = url.replace(/\?.*$/, '');

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
    if (path === '/api/broken') return json(500, { error: { code: 'something_went_wrong', message: 'Something went wrong' } });
    if (path === '/api/form') return json(400, { error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Email is wrong' } } });

    const bearer = headers.Authorization?.replace(/^Bearer /, '');
    if (!bearer || !validAccess.has(bearer)) return json(401, { error: { code: 'unauthorized', message: 'Please sign in' } });
    if (path === '/api/empty') return new Response(null, { status: 204 });
    return json(200, { data: { path, token: bearer } });
  });

  return {
    fetch: fetchImpl as unknown as typeof fetch,
    calls,
    refreshCalls: () => calls.filter((call) => call.url === '/api/auth/token/refresh').length,
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
  const client = createApiClient({ fetch: server.fetch, tokens, getLanguage: () => 'es', onSessionExpired });
  return { server, tokens, onSessionExpired, client };
}

describe('api client', () => {
  it('sends the bearer token, the lang header and JSON bodies', async () => {
    const { server, client } = setup();
    await client.post('/things', { name: 'chair' }, { query: { ids: ['a', 'b'], limit: 6, empty: undefined } });
    const [call] = server.calls;
    expect(call?.url).toBe('/api/things?ids=a%2Cb&limit=6');
    expect(call?.headers).toMatchObject({ Authorization: 'Bearer access-1', lang: 'es', 'Content-Type': 'application/json' });
    expect(call?.body).toBe('{"name":"chair"}');
  });

  it('sends no Authorization header without a token, and reads an empty answer as undefined', async () => {
    const { server, client } = setup(undefined, memoryTokens({}));
    await expect(client.get('/things')).rejects.toBeInstanceOf(ApiError);
    expect(server.calls[0]?.headers.Authorization).toBeUndefined();
    const signedIn = setup();
    await expect(signedIn.client.delete('/empty')).resolves.toBeUndefined();
  });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const { server, client, tokens, onSessionExpired } = setup();
    server.expireAccessTokens();
    await expect(client.get('/things')).resolves.toEqual({ data: { path: '/api/things', token: 'access-2' } });
    expect(server.refreshCalls()).toBe(1);
    expect(JSON.parse(server.calls[1]?.body ?? '')).toEqual({ refresh_token: 'refresh-1' });
    expect(tokens.getAccessToken()).toBe('access-2');
    expect(tokens.getRefreshToken()).toBe('refresh-2');
    expect(server.calls.map((call) => call.url)).toEqual(['/api/things', '/api/auth/token/refresh', '/api/things']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { server, client } = setup({ refreshDelayMs: 20 });
    server.expireAccessTokens();
    const results = await Promise.all([client.get('/a'), client.get('/b'), client.put('/c', { x: 1 }), client.get('/d')]);
    expect(results.map((result) => (result as { data: { token: string } }).data.token)).toEqual(['access-2', 'access-2', 'access-2', 'access-2']);
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
        const rotated = await server.fetch('/api/auth/token/refresh', { method: 'POST', body: '{"refresh_token":"refresh-1"}' });
        tokens.setTokens((await rotated.json()) as TokenPair);
      }
      return response;
    }) as typeof fetch;
    const onSessionExpired = vi.fn();
    const client = createApiClient({ fetch: otherTabRefreshes, tokens, getLanguage: () => 'en', onSessionExpired });
    await expect(client.get('/things')).resolves.toMatchObject({ data: { token: 'access-2' } });
    expect(server.refreshCalls()).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears both tokens and ends the session once when the refresh is rejected', async () => {
    const { server, client, tokens, onSessionExpired } = setup({ refreshStatus: 401, refreshDelayMs: 10 });
    server.expireAccessTokens();
    const outcomes = await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')]);
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
    await expect(client.get('/things')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling refresh when no refresh token is stored', async () => {
    const { server, client, onSessionExpired } = setup(undefined, memoryTokens({ token: 'access-1' }));
    server.expireAccessTokens();
    await expect(client.get('/things')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh fails for a transient reason', async () => {
    const { server, client, tokens, onSessionExpired } = setup({ refreshStatus: 503 });
    server.expireAccessTokens();
    await expect(client.get('/things')).rejects.toMatchObject({ status: 503 });
    expect(tokens.getRefreshToken()).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for the credentials call', async () => {
    const { server, client, onSessionExpired } = setup();
    const error = await client.post('/auth/token', { email: 'a@b.c', password: 'wrong-one' }).catch((caught: unknown) => caught);
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
      urlOf(input).endsWith('/auth/token/refresh') ? server.fetch(input, init) : new Response('{}', { status: 401 }),
    ) as unknown as typeof fetch;
    const client = createApiClient({ fetch: rejectAll, tokens, getLanguage: () => 'en', onSessionExpired });
    await expect(client.get('/things')).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Please sign in to continue' });
    expect(server.refreshCalls()).toBe(1);
    expect(vi.mocked(rejectAll)).toHaveBeenCalledTimes(3);
  });

  it('turns error answers into a typed ApiError with fields', async () => {
    const { client } = setup();
    const error = (await client.post('/form', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Bad', fields: { email: 'Email is wrong' } });
    expect(error.isClientError).toBe(true);
    await expect(client.get('/broken')).rejects.toMatchObject({ status: 500, code: 'something_went_wrong' });
  });

  it('reports a network failure as status 0 with a localised message', async () => {
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))),
      tokens: memoryTokens(),
      getLanguage: () => 'es',
      onSessionExpired,
    });
    await expect(client.get('/things')).rejects.toMatchObject({ status: 0, code: 'network_error', message: 'Algo salió mal' });
  });

  it('sends FormData untouched, without a JSON content type', async () => {
    const { server, client } = setup();
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await client.post('/things', form);
    expect(server.calls[0]?.headers['Content-Type']).toBeUndefined();
  });
});
