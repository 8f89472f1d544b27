import { errorMessage, type Language } from '@vitrina/contracts';
import type { Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse, networkError } from './ApiError';
import type { TokenStore } from './tokenStore';
import { readJsonQuietly, type RefreshOutcome } from './tokenRefresh';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call that succeeded: its method, its path under the base URL (`/jobs/<id>`) and the parsed JSON answer. */
export interface ApiSuccess {
  method: HttpMethod;
  path: string;
  body: unknown;
}

export interface SessionMiddlewareDependencies {
  fetch: typeof fetch;
  tokens: TokenStore;
  getLanguage: () => Language;
  refreshOnce: (staleAccessToken: string | null) => Promise<RefreshOutcome>;
  /** The base URL's path (`/api`), cut from request paths for onSuccess. */
  basePath: string;
  /** Every failure, before the call rejects with it. */
  onError?: (error: ApiError) => void;
  onSuccess?: (success: ApiSuccess) => void;
}

/** The credentials calls answer 401 for a wrong password or a spent token: they never trigger a refresh (spec §8). */
const NEVER_REFRESHED = new Set(['/auth/token', '/auth/token/refresh']);

/**
 * The session rules of every call, as openapi-fetch middleware (spec §7, §4, §8): bearer token and
 * `lang` header on every request, JSON by default; on a 401 from anything but the credentials
 * calls, exactly one refresh (shared by concurrent callers) and one retry. Every non-2xx answer,
 * network failure or unreadable JSON answer becomes an ApiError, so a call that resolves succeeded.
 */
export function createSessionMiddleware(deps: SessionMiddlewareDependencies): Middleware {
  /** Per call id: a copy of the request to send again after a refresh, and the token it carried. */
  const retries = new Map<string, { request: Request; usedToken: string | null }>();

  const fail = (error: ApiError): ApiError => {
    deps.onError?.(error);
    return error;
  };

  async function sendAgain(request: Request): Promise<Response> {
    const token = deps.tokens.getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    else request.headers.delete('Authorization');
    try {
      return await deps.fetch(request);
    } catch (cause) {
      if (request.signal.aborted) throw cause;
      throw fail(networkError(deps.getLanguage(), cause));
    }
  }

  return {
    onRequest({ request, schemaPath, id }) {
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
      if (!request.headers.has('lang')) request.headers.set('lang', deps.getLanguage());
      const usedToken = deps.tokens.getAccessToken();
      if (usedToken) request.headers.set('Authorization', `Bearer ${usedToken}`);
      if (!(request.method === 'POST' && NEVER_REFRESHED.has(schemaPath))) retries.set(id, { request: request.clone(), usedToken });
      return request;
    },

    async onResponse({ request, response, id, options }) {
      const retry = retries.get(id);
      retries.delete(id);
      let answer = response;
      if (answer.status === 401 && retry) {
        const firstFailure = apiErrorFromResponse(401, await readJsonQuietly(answer), deps.getLanguage());
        if ((await deps.refreshOnce(retry.usedToken)) === 'rejected') throw fail(firstFailure);
        answer = await sendAgain(retry.request);
      }
      if (!answer.ok) throw fail(apiErrorFromResponse(answer.status, await readJsonQuietly(answer), deps.getLanguage()));

      let body: unknown;
      if (options.parseAs === 'json' && answer.status !== 204) {
        const text = await answer.text();
        try {
          body = text === '' ? undefined : (JSON.parse(text) as unknown);
        } catch (cause) {
          throw fail(new ApiError({ status: answer.status, code: 'invalid_response', message: errorMessage('something_went_wrong', deps.getLanguage()), body: String(cause) }));
        }
        answer = new Response(text === '' ? null : text, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
      }
      const path = new URL(request.url).pathname.slice(deps.basePath.length);
      deps.onSuccess?.({ method: request.method as HttpMethod, path, body });
      return answer;
    },

    onError({ request, error, id }) {
      retries.delete(id);
      if (request.signal.aborted) return undefined;
      return fail(networkError(deps.getLanguage(), error));
    },
  };
}
