import { errorMessage, type Language } from '@vitrina/contracts';
import { ApiError, apiErrorFromResponse, networkError } from './ApiError';
import { isTokenPair, type TokenStore } from './tokenStore';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  /** Query string values; arrays are comma-joined (spec §7 `criteria[...]` lists); empty ones are dropped. */
  query?: Record<string, QueryValue>;
  /** Plain values are sent as JSON; FormData, Blob and URLSearchParams as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a successful answer. Default json (an empty body reads as undefined). */
  responseType?: 'json' | 'blob' | 'text';
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  tokens: TokenStore;
  getLanguage: () => Language;
  /** Called once per failed refresh, after both tokens are cleared: reset state, go to Login. */
  onSessionExpired: () => void;
  /** Serialises refreshes across tabs (Web Locks in the browser) so a refresh token is never spent twice. */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Default `/api`. */
  baseUrl?: string;
}

/** The credentials call answers 401 for a wrong password: it must never trigger a refresh (spec §8). */
const TOKEN_PATH = '/auth/token';
const REFRESH_PATH = '/auth/token/refresh';

type RefreshOutcome = 'refreshed' | 'rejected';

function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;
}

async function readBody(response: Response, type: NonNullable<RequestOptions['responseType']>): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** Reads an error answer's body without ever failing: non-JSON bodies become undefined. */
async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await readBody(response, 'json');
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP client of the web app (spec §7, §4, §8): bearer token and `lang` header on every
 * request, JSON by default; on a 401 from anything but the credentials call, exactly one refresh
 * (shared by concurrent callers) and one retry; a rejected refresh clears both tokens and ends
 * the session. A refresh that fails for transient reasons (network, 5xx) keeps the tokens.
 */
export function createApiClient(deps: ApiClientDependencies) {
  const baseUrl = deps.baseUrl ?? '/api';
  const runExclusive = deps.runExclusive ?? (<T>(task: () => Promise<T>) => task());
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  async function send(method: HttpMethod, path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', lang: deps.getLanguage(), ...options.headers };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    try {
      return await deps.fetch(`${baseUrl}${path}${buildQuery(options.query)}`, { method, headers, body, signal: options.signal });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw networkError(deps.getLanguage(), cause);
    }
  }

  async function exchangeRefreshToken(staleAccessToken: string | null): Promise<RefreshOutcome> {
    const current = deps.tokens.getAccessToken();
    // Another tab (or an earlier refresh) already replaced the token this request used.
    if (current && current !== staleAccessToken) return 'refreshed';
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) return 'rejected';
    const response = await send('POST', REFRESH_PATH, { body: { refresh_token: refreshToken } }, null);
    if (response.status >= 500) throw apiErrorFromResponse(response.status, await readErrorBody(response), deps.getLanguage());
    if (!response.ok) return 'rejected';
    const pair = await readErrorBody(response);
    if (!isTokenPair(pair)) return 'rejected';
    deps.tokens.setTokens(pair);
    return 'refreshed';
  }

  function refreshOnce(staleAccessToken: string | null): Promise<RefreshOutcome> {
    refreshInFlight ??= runExclusive(() => exchangeRefreshToken(staleAccessToken))
      .then((outcome) => {
        if (outcome === 'rejected') {
          deps.tokens.clear();
          deps.onSessionExpired();
        }
        return outcome;
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const usedToken = deps.tokens.getAccessToken();
    let response = await send(method, path, options, usedToken);

    const refreshable = !(method === 'POST' && (path === TOKEN_PATH || path === REFRESH_PATH));
    if (response.status === 401 && refreshable) {
      const firstFailure = apiErrorFromResponse(401, await readErrorBody(response), deps.getLanguage());
      if ((await refreshOnce(usedToken)) === 'rejected') throw firstFailure;
      response = await send(method, path, options, deps.tokens.getAccessToken());
    }

    if (!response.ok) throw apiErrorFromResponse(response.status, await readErrorBody(response), deps.getLanguage());
    try {
      return (await readBody(response, options.responseType ?? 'json')) as T;
    } catch (cause) {
      throw new ApiError({ status: response.status, code: 'invalid_response', message: errorMessage('something_went_wrong', deps.getLanguage()), body: String(cause) });
    }
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, { ...options, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
