/**
 * The hosted adapter: fal.ai through its official client's queue API. Per picture: upload the
 * task's images to fal storage, submit to the task's model, follow the queue status (position,
 * then the model's logs) into the job's progress, fetch the result and download its image.
 * Cancelling or timing out cancels the request on fal's queue.
 */
import { ApiError, createFalClient, ValidationError, type FalClient, type QueueStatus } from '@fal-ai/client';
import sharp from 'sharp';
import { EngineHttp } from '../http';
import { ConcurrencyLimiter } from '../limiter';
import { DiffusionError, type DiffusionEngine, type DiffusionEngineHealth, type DiffusionRunContext, type DiffusionTask, type DiffusionTaskKind, type EngineState } from '../types';
import { FAL_MODELS, outputImageUrl, progressFromStatus } from './models';

export interface FalOptions {
  key: string;
  /**
   * Sends every fal API call through this URL with the real target in `x-fal-target-url` (the
   * client's `proxyUrl`, as `@fal-ai/server-proxy` expects): an egress proxy, or the tests' server.
   */
  proxyUrl?: string;
  /** One picture, from upload to downloaded result, queue included. */
  runTimeoutMs?: number;
  /** Requests Vitrina keeps on fal at once (fal scales; this caps spending bursts). */
  concurrency?: number;
  /** How often the queue status is read. */
  pollMs?: number;
  /** How long a refused key or an unreachable API keeps the engine out of service. */
  failureHoldMs?: number;
}

const TASKS = Object.keys(FAL_MODELS) as DiffusionTaskKind[];

export class FalEngine implements DiffusionEngine {
  readonly name = 'fal';
  readonly tasks = TASKS;
  private readonly client: FalClient;
  private readonly limiter: ConcurrencyLimiter;
  private readonly downloads = new EngineHttp({ baseUrl: 'https://fal.media/', timeoutMs: 60_000, retries: 3 });
  /** fal has no free probe: health reports what the last calls learnt (a refused key, no network). */
  private failure: { state: EngineState; problem: string; until: number } | null = null;

  constructor(private readonly options: FalOptions) {
    this.client = createFalClient({
      credentials: options.key,
      ...(options.proxyUrl ? { proxyUrl: { url: options.proxyUrl, when: 'always' as const } } : {}),
    });
    this.limiter = new ConcurrencyLimiter(options.concurrency ?? 4);
  }

  health(): Promise<DiffusionEngineHealth> {
    const failure = this.failure && this.failure.until > Date.now() ? this.failure : null;
    return Promise.resolve(failure ? { id: this.name, state: failure.state, tasks: failure.state === 'unreachable' ? [] : [...TASKS], problem: failure.problem } : { id: this.name, state: 'ready', tasks: [...TASKS] });
  }

  async run(task: DiffusionTask, context: DiffusionRunContext): Promise<Uint8Array> {
    const model = FAL_MODELS[task.kind];
    const timeout = AbortSignal.timeout(this.options.runTimeoutMs ?? 600_000);
    const signal = AbortSignal.any([context.signal, timeout]);
    return this.limiter.run(context.signal, async () => {
      try {
        const input = await model.input(task as never, {
          upload: (bytes) => this.client.storage.upload(new Blob([bytes], { type: contentType(bytes) })),
          size: async (bytes) => {
            const { width, height } = await sharp(bytes).metadata();
            return { width, height };
          },
        });
        signal.throwIfAborted();
        const url = await this.request(model.id, input, signal, context.onProgress);
        const bytes = url.startsWith('data:') ? fromDataUri(url) : await this.downloads.bytes({ method: 'GET', path: url, idempotent: true, signal });
        this.failure = null;
        context.onProgress?.(1);
        return bytes;
      } catch (error) {
        if (context.signal.aborted) throw abortReason(context.signal);
        if (timeout.aborted) throw new DiffusionError('generation_error', `fal ${model.id} did not finish in ${this.options.runTimeoutMs ?? 600_000} ms`);
        throw this.mapError(model.id, error);
      }
    });
  }

  /** Submits, follows the queue until COMPLETED and answers the result's image URL; cancels on abort. */
  private async request(modelId: string, input: Record<string, unknown>, signal: AbortSignal, onProgress?: (fraction: number) => void): Promise<string> {
    const { request_id: requestId } = await this.client.queue.submit(modelId, { input, abortSignal: signal });
    const cancel = () => void this.client.queue.cancel(modelId, { requestId, abortSignal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    if (signal.aborted) cancel();
    try {
      await untilAborted(
        signal,
        this.client.queue.subscribeToStatus(modelId, {
          requestId,
          mode: 'polling',
          pollInterval: this.options.pollMs ?? 1000,
          logs: true,
          abortSignal: signal,
          onQueueUpdate: (status: QueueStatus) => {
            const fraction = progressFromStatus(status);
            if (fraction !== null) onProgress?.(fraction);
          },
        }),
      );
      const result = await this.client.queue.result(modelId, { requestId, abortSignal: signal });
      return outputImageUrl(modelId, result.data);
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  /** Every failure of a run is a "Generation error" for the user; a refused key or no network also changes health. */
  private mapError(modelId: string, error: unknown): DiffusionError {
    if (error instanceof DiffusionError) return error;
    const hold = Date.now() + (this.options.failureHoldMs ?? 60_000);
    if (error instanceof ValidationError) {
      return new DiffusionError('generation_error', `fal ${modelId} refused the input: ${JSON.stringify(error.body).slice(0, 500)}`);
    }
    if (error instanceof ApiError) {
      if (error.status === 401 || error.status === 403) {
        this.failure = { state: 'misconfigured', problem: `fal refused FAL_KEY (${error.status})`, until: hold };
      }
      return new DiffusionError('generation_error', `fal ${modelId} answered ${error.status}: ${error.message} ${JSON.stringify(error.body ?? null).slice(0, 300)}`);
    }
    const message = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
    if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
      this.failure = { state: 'unreachable', problem: `fal did not answer: ${message}`, until: hold };
    }
    return new DiffusionError('generation_error', `fal ${modelId}: ${message}`);
  }
}

/** The subscription rejects at its next poll after an abort; this rejects at once. */
function untilAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(abortReason(signal));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

function contentType(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57) return 'image/webp';
  return 'image/png';
}

function fromDataUri(uri: string): Uint8Array {
  const comma = uri.indexOf(',');
  return new Uint8Array(Buffer.from(uri.slice(comma + 1), uri.slice(0, comma).endsWith(';base64') ? 'base64' : 'utf8'));
}

function abortReason(signal: AbortSignal): Error {
  if (signal.reason instanceof Error && signal.reason.name !== 'TimeoutError') return signal.reason;
  const error = new Error('The operation was aborted');
  error.name = 'AbortError';
  return error;
}
