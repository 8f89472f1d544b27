/**
 * The ComfyUI server's HTTP API as the adapter uses it (ComfyUI's server.py):
 * GET /object_info, POST /upload/image (multipart: image, type, overwrite), POST /prompt
 * ({ prompt, client_id } -> { prompt_id, number, node_errors }; 400 { error, node_errors }),
 * GET /history/{prompt_id} ({ [id]: { outputs, status } }), GET /view?filename&subfolder&type,
 * POST /interrupt ({ prompt_id }) and POST /queue ({ delete: [id] }).
 */
import { createHash } from 'node:crypto';
import { DiffusionError } from '../types';
import { EngineHttpError, type EngineHttp } from '../http';
import type { ApiWorkflow } from './workflow';

export interface ImageRef {
  filename: string;
  subfolder: string;
  type: string;
}

export interface HistoryEntry {
  outputs: Record<string, { images?: ImageRef[] }>;
  status?: { status_str?: 'success' | 'error'; completed?: boolean; messages?: [string, Record<string, unknown>][] };
}

export class ComfyUiClient {
  constructor(private readonly http: EngineHttp) {}

  objectInfo(signal?: AbortSignal): Promise<Record<string, unknown>> {
    // The health probe behind every tools list and submission: one attempt (no retry backoff), so a
    // server that is down is reported at once; the engine caches the answer.
    return this.http.json({ method: 'GET', path: 'object_info', idempotent: false, signal });
  }

  /**
   * Uploads into ComfyUI's input folder under a name derived from the bytes, with overwrite on,
   * so a retried upload writes the same file again: safe to repeat. Answers the name LoadImage takes.
   */
  async uploadImage(bytes: Uint8Array, signal: AbortSignal): Promise<string> {
    const name = `vitrina-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.png`;
    const result = await this.http.json<{ name: string; subfolder?: string }>({
      method: 'POST',
      path: 'upload/image',
      idempotent: true,
      signal,
      get body() {
        // A fresh form per attempt (a body stream cannot be sent twice).
        const form = new FormData();
        form.set('image', new Blob([bytes], { type: 'image/png' }), name);
        form.set('type', 'input');
        form.set('overwrite', 'true');
        return form;
      },
    });
    return result.subfolder ? `${result.subfolder}/${result.name}` : result.name;
  }

  /** Queues a workflow; never retried (it would run twice). A refused workflow is a generation error. */
  async queuePrompt(workflow: ApiWorkflow, clientId: string, signal: AbortSignal): Promise<string> {
    try {
      const answer = await this.http.json<{ prompt_id: string }>({ method: 'POST', path: 'prompt', json: { prompt: workflow, client_id: clientId }, idempotent: false, signal });
      if (typeof answer.prompt_id !== 'string') throw new DiffusionError('generation_error', 'ComfyUI answered /prompt without a prompt_id');
      return answer.prompt_id;
    } catch (error) {
      if (error instanceof EngineHttpError && error.status === 400) {
        throw new DiffusionError('generation_error', `ComfyUI refused the workflow: ${JSON.stringify(error.body).slice(0, 500)}`);
      }
      throw error;
    }
  }

  async history(promptId: string, signal?: AbortSignal): Promise<HistoryEntry | undefined> {
    const body = await this.http.json<Record<string, HistoryEntry>>({ method: 'GET', path: `history/${encodeURIComponent(promptId)}`, idempotent: true, signal });
    return body[promptId];
  }

  view(ref: ImageRef, signal: AbortSignal): Promise<Uint8Array> {
    const query = new URLSearchParams({ filename: ref.filename, subfolder: ref.subfolder, type: ref.type });
    return this.http.bytes({ method: 'GET', path: `view?${query.toString()}`, idempotent: true, signal });
  }

  /** Stops the prompt if it is running and takes it off the queue if it is waiting. */
  async cancel(promptId: string): Promise<void> {
    const signal = AbortSignal.timeout(10_000);
    await Promise.allSettled([
      this.http.request({ method: 'POST', path: 'interrupt', json: { prompt_id: promptId }, idempotent: true, signal }),
      this.http.request({ method: 'POST', path: 'queue', json: { delete: [promptId] }, idempotent: true, signal }),
    ]);
  }
}
