/**
 * The client's own behaviour against scripted answers: headers, queries, error mapping, listeners,
 * and the refresh edge cases a real server cannot be made to show on demand (another tab's
 * refresh, a 5xx refresh, a server that keeps refusing). The refresh protocol itself (refresh and
 * retry, one refresh for concurrent 401s, sign-out on a refused refresh token) is tested against
 * the real server in apps/server/test/web-client/api-client.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient, serializeQuery, unwrap } from './apiClient';
import { postImage } from './postImage';
import type { TokenPair, TokenStore } from './tokenStore';

const BASE = 'http://vitrina.test/api';

interface Answer {
  status: number;
  /** Sent as JSON; `raw` is sent as is. */
  body?: unknown;
  raw?: string;
}

/** What a call sent, whether the client passed a Request (openapi-fetch) or a URL and init (the refresh call). */
async function sent(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const body = request.body ? await request.clone().text() : undefined;
  return { method: request.method, url: `${url.pathname}${url.search}`, path: url.pathname, headers: Object.fromEntries(request.headers.entries()), body, contentType: request.headers.get('content-type') };
}

/**
 * A fetch that records every call and answers from a script: per path (without the query), the
 * answers in order, the last one repeating. A path the script does not name fails the test.
 */
function scripted(script: Record<string, Answer[]>) {
  const calls: Awaited<ReturnType<typeof sent>>[] = [];
  const served = new Map<string, number>();
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await sent(input, init);
    calls.push(call);
    const answers = script[call.path];
    if (!answers?.length) throw new Error(`unscripted call ${call.method} ${call.url}`);
    const index = served.get(call.path) ?? 0;
    served.set(call.path, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)];
    if (answer.status === 204) return new Response(null, { status: 204 });
    const text = answer.raw ?? JSON.stringify(answer.body ?? {});
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    fetch: fetchImpl as typeof fetch,
    fetchMock: fetchImpl,
    calls,
    refreshCalls: () => calls.filter((call) => call.path === '/api/auth/token/refresh').length,
  };
}

const unauthorized: Answer = { status: 401, body: { error: { code: 'unauthorized', message: 'Please sign in' } } };
const ok = (data: unknown = {}): Answer => ({ status: 200, body: { data } });
const pair = (n: number): Answer => ({ status: 200, body: { token: `access-${n}`, refresh_token: `refresh-${n}` } });

function memoryTokens(initial: Partial<TokenPair> = { token: 'access-1', refresh_token: 'refresh-1' }): TokenStore {
  let access = initial.token ?? null;
  let refresh = initial.refresh_token ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens: (next) => {
      access = next.token;
      refresh = next.refresh_token;
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

function setup(script: Record<string, Answer[]>, tokens = memoryTokens()) {
  const server = scripted(script);
  const onSessionExpired = vi.fn();
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const client = createApiClient({ fetch: server.fetch, tokens, getLanguage: () => 'es', onSessionExpired, baseUrl: BASE, onSuccess, onError });
  return { server, tokens, onSessionExpired, client, onSuccess, onError };
}

describe('api client', () => {
  it('sends the bearer token, the lang header and JSON bodies', async () => {
    const { server, client } = setup({ '/api/profile': [ok({ firstName: 'Ana' })] });
    await unwrap(client.PUT('/profile', { body: { firstName: 'Ana' } }));
    const [call] = server.calls;
    expect(call?.url).toBe('/api/profile');
    expect(call?.headers).toMatchObject({ authorization: 'Bearer access-1', lang: 'es', 'content-type': 'application/json', accept: 'application/json' });
    expect(call?.body).toBe('{"firstName":"Ana"}');
  });

  it('joins query arrays with commas and drops empty values', async () => {
    expect(serializeQuery({ ids: ['a', 'b'], limit: 6, empty: undefined, blank: '', none: null })).toBe('ids=a%2Cb&limit=6');
    const { server, client } = setup({ '/api/jobs': [ok([])] });
    await unwrap(client.GET('/jobs', { params: { query: { status: 'queued', limit: 20 } } }));
    expect(server.calls[0]?.url).toBe('/api/jobs?status=queued&limit=20');
  });

  it('sends no Authorization header without a token, and reads an empty answer as undefined', async () => {
    const signedOut = setup({ '/api/storage': [unauthorized] }, memoryTokens({}));
    await expect(unwrap(signedOut.client.GET('/storage'))).rejects.toBeInstanceOf(ApiError);
    expect(signedOut.server.calls[0]?.headers.authorization).toBeUndefined();
    const signedIn = setup({ '/api/products/p1': [{ status: 204 }] });
    await expect(unwrap(signedIn.client.DELETE('/products/{id}', { params: { path: { id: 'p1' } } }))).resolves.toBeUndefined();
    expect(signedIn.server.calls[0]?.url).toBe('/api/products/p1');
  });

  it('does not refresh again when another tab already replaced the token', async () => {
    const tokens = memoryTokens();
    const server = scripted({ '/api/storage': [unauthorized, ok({ used: 1 })] });
    // While this request is in flight, another tab spends refresh-1 and stores the new pair.
    const otherTabRefreshes = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await server.fetch(input, init);
      if (response.status === 401) tokens.setTokens({ token: 'access-2', refresh_token: 'refresh-2' });
      return response;
    }) as typeof fetch;
    const onSessionExpired = vi.fn();
    const client = createApiClient({ fetch: otherTabRefreshes, tokens, getLanguage: () => 'en', onSessionExpired, baseUrl: BASE });
    await unwrap(client.GET('/storage'));
    expect(server.refreshCalls()).toBe(0);
    expect(server.calls[1]?.headers.authorization).toBe('Bearer access-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('runs the refresh inside runExclusive (the cross-tab lock)', async () => {
    const server = scripted({ '/api/storage': [unauthorized, ok()], '/api/auth/token/refresh': [pair(2)] });
    const order: string[] = [];
    const runExclusive = async <T,>(task: () => Promise<T>) => {
      order.push('lock');
      const result = await task();
      order.push(`unlock after ${server.refreshCalls()} refresh`);
      return result;
    };
    const client = createApiClient({ fetch: server.fetch, tokens: memoryTokens(), getLanguage: () => 'en', onSessionExpired: vi.fn(), baseUrl: BASE, runExclusive });
    await unwrap(client.GET('/storage'));
    expect(order).toEqual(['lock', 'unlock after 1 refresh']);
    expect(server.calls[2]?.headers.authorization).toBe('Bearer access-2');
  });

  it('ends the session without calling refresh when no refresh token is stored', async () => {
    const { server, client, onSessionExpired } = setup({ '/api/storage': [unauthorized] }, memoryTokens({ token: 'access-1' }));
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh fails for a transient reason', async () => {
    const unavailable: Answer = { status: 503, body: { error: { code: 'service_unavailable', message: 'Try later' } } };
    const { client, tokens, onSessionExpired } = setup({ '/api/storage': [unauthorized], '/api/auth/token/refresh': [unavailable] });
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 503 });
    expect(tokens.getRefreshToken()).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a refresh answer without a token pair as a refused refresh', async () => {
    const { client, tokens, onSessionExpired } = setup({ '/api/storage': [unauthorized], '/api/auth/token/refresh': [{ status: 200, body: { token: '' } }] });
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    const { server, client, onSessionExpired } = setup({ '/api/storage': [{ status: 401, body: {} }], '/api/auth/token/refresh': [pair(2)] });
    await expect(unwrap(client.GET('/storage'))).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Inicia sesión para continuar' });
    expect(server.refreshCalls()).toBe(1);
    expect(server.fetchMock).toHaveBeenCalledTimes(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('turns error answers into a typed ApiError with fields, and reports each failure once', async () => {
    const { client, onError } = setup({
      '/api/enterprise-requests': [{ status: 400, body: { error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Email is wrong' } } } }],
      '/api/campaigns': [{ status: 500, body: { error: { code: 'something_went_wrong', message: 'Something went wrong' } } }],
    });
    const body = { name: 'A', email: 'a@b.c', company: 'C', message: 'Hello there, we need more' };
    const error = (await unwrap(client.POST('/enterprise-requests', { body: body as never })).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Bad', fields: { email: 'Email is wrong' } });
    expect(error.isClientError).toBe(true);
    await expect(unwrap(client.GET('/campaigns'))).rejects.toMatchObject({ status: 500, code: 'something_went_wrong' });
    expect(onError.mock.calls.map(([reported]) => (reported as ApiError).status)).toEqual([400, 500]);
  });

  it('reports an unreadable JSON answer as invalid_response', async () => {
    const { client } = setup({ '/api/payments': [{ status: 200, raw: '{"data": [' }] });
    await expect(unwrap(client.GET('/payments'))).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('tells success listeners the method, the path under the base URL and the parsed answer', async () => {
    const { client, onSuccess } = setup({ '/api/jobs/j1': [ok({ id: 'j1' })] });
    await unwrap(client.GET('/jobs/{id}', { params: { path: { id: 'j1' } } }));
    expect(onSuccess).toHaveBeenCalledWith({ method: 'GET', path: '/jobs/j1', body: { data: { id: 'j1' } } });
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

  it('uploads an image as multipart/form-data, without a JSON content type', async () => {
    const image = { id: 'i1', url: '/api/files/i1', width: 1, height: 1, format: 'png', bytes: 1 };
    const { server, client } = setup({ '/api/images': [{ status: 201, body: { data: image } }] });
    await expect(postImage(client, new File(['x'], 'x.png', { type: 'image/png' }), 'product')).resolves.toEqual(image);
    expect(server.calls[0]?.url).toBe('/api/images?purpose=product');
    expect(server.calls[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.calls[0]?.body).toContain('name="file"; filename="x.png"');
  });
});
