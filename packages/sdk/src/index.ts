import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths } from './schema';
export type Job = components['schemas']['Job'];
export type ApiAccount = components['schemas']['ApiAccount'];
export type ApiError = components['schemas']['ApiError'];

/** Paths of the tools: `/api/v1/<tool>` with a POST. */
export type ToolPath = {
  [Path in keyof paths]: paths[Path] extends { post: unknown } ? Path : never;
}[keyof paths];
/** A tool's name, e.g. `remove-background`. */
export type ToolName = ToolPath extends `/api/v1/${infer Name}` ? Name : never;
/** The form fields a tool takes besides the files (its parameters and `webhook_url`). */
export type ToolFields<Name extends ToolName> = Omit<
  NonNullable<paths[`/api/v1/${Name}`]['post']['requestBody']>['content']['multipart/form-data'],
  'image_file' | 'mask_file'
>;

export interface VitrinaClientOptions {
  /** Where the server is, e.g. `https://vitrina.example.com` (no trailing /api). */
  baseUrl: string;
  apiKey: string;
  /** Language of error messages: ar, en, es or ko. */
  lang?: 'ar' | 'en' | 'es' | 'ko';
  fetch?: typeof globalThis.fetch;
}

export interface RunToolOptions<Name extends ToolName> {
  /** The photo; left out for tools that take no image (text-to-image). */
  image?: Blob;
  mask?: Blob;
  fields?: Partial<ToolFields<Name>>;
  /** Answer with the job at once (202) instead of waiting for the image. */
  async?: boolean;
  idempotencyKey?: string;
}

/** What a tool call answered: the image (sync), the job (async or long), or the error. */
export type ToolResult =
  | { kind: 'image'; image: Blob; jobId: string; creditsConsumed: number; remainingCredits: number; response: Response }
  | { kind: 'job'; job: Job; creditsConsumed: number; remainingCredits: number; response: Response }
  | { kind: 'error'; error: ApiError; response: Response };

/** Multipart fields are text: numbers and booleans as they print, objects as JSON. */
function fieldText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function credits(response: Response) {
  return {
    creditsConsumed: Number(response.headers.get('x-credits-consumed') ?? 0),
    remainingCredits: Number(response.headers.get('x-remaining-credits') ?? 0),
  };
}

/**
 * The Vitrina public API client: `client.api` is the fully typed openapi-fetch client of every
 * /api/v1 route; `runTool` builds the multipart body of a tool call and reads its answer.
 */
export function createVitrinaClient(options: VitrinaClientOptions) {
  const api: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/$/, ''), fetch: options.fetch });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('x-api-key', options.apiKey);
      if (options.lang) request.headers.set('lang', options.lang);
      return request;
    },
  };
  api.use(auth);

  async function runTool<Name extends ToolName>(tool: Name, run: RunToolOptions<Name>): Promise<ToolResult> {
    const form = new FormData();
    if (run.image) form.append('image_file', run.image, 'image');
    if (run.mask) form.append('mask_file', run.mask, 'mask');
    for (const [name, value] of Object.entries(run.fields ?? {})) if (value !== undefined) form.append(name, fieldText(value));
    const headers: Record<string, string> = {};
    if (run.async) headers.prefer = 'respond-async';
    if (run.idempotencyKey) headers['idempotency-key'] = run.idempotencyKey;
    const path = `/api/v1/${tool}` as ToolPath;
    const { response, error } = await (api.POST as (path: string, init: object) => Promise<{ response: Response; error?: unknown }>)(path, {
      body: form,
      headers,
      bodySerializer: (body: FormData) => body,
      parseAs: 'stream',
    });
    // openapi-fetch has already read an error's body: it is `error`.
    if (!response.ok) return { kind: 'error', error: error as ApiError, response };
    if (response.status === 200) return { kind: 'image', image: await response.blob(), jobId: response.headers.get('x-job-id') ?? '', ...credits(response), response };
    const body = (await response.json()) as { data?: Job } & Partial<ApiError>;
    if (response.status === 202 && body.data) return { kind: 'job', job: body.data, ...credits(response), response };
    return { kind: 'error', error: body as ApiError, response };
  }

  /** Waits for a job to finish (polling), then answers it. */
  async function waitForJob(jobId: string, pollMs = 500): Promise<Job> {
    for (;;) {
      const { data, error } = await api.GET('/api/v1/jobs/{id}', { params: { path: { id: jobId } } });
      if (error || !data) throw new Error(`job ${jobId}: ${JSON.stringify(error)}`);
      if (!['queued', 'running'].includes(data.data.status)) return data.data;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async function jobResult(jobId: string, index = 0): Promise<Blob> {
    const { response } = await api.GET('/api/v1/jobs/{id}/result', { params: { path: { id: jobId }, query: { index } }, parseAs: 'stream' });
    if (!response.ok) throw new Error(`job ${jobId} result: ${response.status}`);
    return response.blob();
  }

  return { api, runTool, waitForJob, jobResult };
}

export type VitrinaClient = ReturnType<typeof createVitrinaClient>;
