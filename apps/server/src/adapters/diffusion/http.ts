/**
 * HTTP for engine adapters: a timeout on every request, and retries with backoff for requests
 * that are safe to repeat (reads, content-addressed uploads). A request that would queue work
 * twice is never retried. Network failures and 5xx answers are retried; 4xx are not.
 */
export interface EngineHttpOptions {
  baseUrl: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Extra attempts for idempotent requests. */
  retries: number;
  /** First backoff; doubles per attempt. */
  backoffMs?: number;
}

export class EngineHttpError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'EngineHttpError';
  }
}

export interface EngineRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: FormData | Uint8Array | string;
  json?: unknown;
  idempotent: boolean;
  signal?: AbortSignal;
}

export class EngineHttp {
  constructor(private readonly options: EngineHttpOptions) {}

  url(path: string): string {
    return new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`).href;
  }

  async request(request: EngineRequest): Promise<Response> {
    const attempts = request.idempotent ? this.options.retries + 1 : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await delay((this.options.backoffMs ?? 250) * 2 ** (attempt - 1), request.signal);
      try {
        const response = await this.once(request);
        if (response.status >= 500 && attempt + 1 < attempts) {
          lastError = new EngineHttpError(response.status, `${request.method} ${request.path}: ${response.status}`);
          await response.body?.cancel();
          continue;
        }
        return response;
      } catch (error) {
        if (request.signal?.aborted) throw error;
        lastError = error;
      }
    }
    throw lastError instanceof EngineHttpError ? lastError : new EngineHttpError(null, `${request.method} ${request.path}: ${describe(lastError)}`);
  }

  async json<T>(request: EngineRequest): Promise<T> {
    const response = await this.request(request);
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : null;
    if (!response.ok) throw new EngineHttpError(response.status, `${request.method} ${request.path}: ${response.status}`, body);
    return body as T;
  }

  async bytes(request: EngineRequest): Promise<Uint8Array> {
    const response = await this.request(request);
    if (!response.ok) {
      await response.body?.cancel();
      throw new EngineHttpError(response.status, `${request.method} ${request.path}: ${response.status}`);
    }
    return new Uint8Array(await response.arrayBuffer());
  }

  private once(request: EngineRequest): Promise<Response> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const headers: Record<string, string> = { ...this.options.headers };
    let body = request.body;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    return fetch(this.url(request.path), { method: request.method, headers, body, signal });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
