import { errorMessage, isErrorCode, type Language } from '@vitrina/contracts';

/**
 * Every failed call rejects with an ApiError. `status` is 0 when no HTTP answer arrived. `code` is
 * the server's error code, or one the client makes itself when there was no `{ error }` body
 * (`network_error`, `invalid_response`).
 * `body` keeps the parsed response so callers that must "reject with the server's body"
 * (spec §8, auth calls) can read it.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly body: unknown;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string>; body?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.body = init.body;
  }

  /** True for answers that will not change on retry (4xx other than 408/429). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** Builds the ApiError for a non-2xx answer from its parsed body (which may be anything). */
export function apiErrorFromResponse(status: number, body: unknown, language: Language): ApiError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields } = error as Record<string, unknown>;
    if (typeof code === 'string') {
      const text = typeof message === 'string' && message ? message : isErrorCode(code) ? errorMessage(code, language) : '';
      return new ApiError({ status, code, message: text || errorMessage('something_went_wrong', language), fields: readFields(fields), body });
    }
  }
  const code = status === 404 ? 'not_found' : status === 401 ? 'unauthorized' : 'something_went_wrong';
  return new ApiError({ status, code, message: errorMessage(code, language), body });
}

export function networkError(language: Language, cause: unknown): ApiError {
  const error = new ApiError({ status: 0, code: 'network_error', message: errorMessage('something_went_wrong', language) });
  (error as { cause?: unknown }).cause = cause;
  return error;
}
