/**
 * The ComfyUI adapter: uploads the task's images, queues the task's workflow with the values bound,
 * follows it over the WebSocket (falling back to polling /history when the socket drops), fetches
 * the output image, and cancels on abort or timeout. At most `concurrency` prompts per server.
 */
import { randomUUID } from 'node:crypto';
import { toAttentionSyntax } from '../prompt-syntax';
import { ConcurrencyLimiter } from '../limiter';
import { EngineHttp } from '../http';
import { DiffusionError, type DiffusionEngine, type DiffusionEngineHealth, type DiffusionRunContext, type DiffusionTask, type DiffusionTaskKind } from '../types';
import { ComfyUiClient, type HistoryEntry } from './client';
import { ProgressSocket, type ComfyMessage } from './progress-socket';
import { bindWorkflow, loadWorkflow, outputNode, requiredNodes, WORKFLOW_FILES, type WorkflowFile } from './workflow';

export interface ComfyUiOptions {
  url: string;
  /** Sent on every request and the WebSocket handshake (a reverse proxy's auth). */
  headers?: Record<string, string>;
  /** One HTTP request. */
  requestTimeoutMs?: number;
  /** One prompt, from queueing to its output. */
  runTimeoutMs?: number;
  concurrency?: number;
  retries?: number;
  /** How often /history is polled when the socket is gone. */
  pollMs?: number;
  /** How long a health answer is reused (a failed one is re-checked sooner). */
  healthTtlMs?: number;
}

const TASKS = Object.keys(WORKFLOW_FILES) as DiffusionTaskKind[];

export class ComfyUiEngine implements DiffusionEngine {
  readonly name = 'comfyui';
  readonly tasks = TASKS;
  private readonly client: ComfyUiClient;
  private readonly limiter: ConcurrencyLimiter;
  private readonly workflows: Map<DiffusionTaskKind, WorkflowFile>;
  private cachedHealth: { at: number; value: DiffusionEngineHealth } | null = null;
  private pendingHealth: Promise<DiffusionEngineHealth> | null = null;

  constructor(private readonly options: ComfyUiOptions) {
    this.client = new ComfyUiClient(new EngineHttp({ baseUrl: options.url, headers: options.headers, timeoutMs: options.requestTimeoutMs ?? 30_000, retries: options.retries ?? 3 }));
    this.limiter = new ConcurrencyLimiter(options.concurrency ?? 1);
    this.workflows = new Map(TASKS.map((task) => [task, loadWorkflow(task)]));
  }

  /** Which shipped workflows this server can run: /object_info must list every node class they use. */
  health(): Promise<DiffusionEngineHealth> {
    const cached = this.cachedHealth;
    const ttl = cached?.value.state === 'ready' ? (this.options.healthTtlMs ?? 60_000) : 3_000;
    if (cached && Date.now() - cached.at < ttl) return Promise.resolve(cached.value);
    this.pendingHealth ??= this.checkHealth().finally(() => {
      this.pendingHealth = null;
    });
    return this.pendingHealth;
  }

  private async checkHealth(): Promise<DiffusionEngineHealth> {
    let value: DiffusionEngineHealth;
    try {
      const info = await this.client.objectInfo(AbortSignal.timeout(this.options.requestTimeoutMs ?? 30_000));
      const missing = new Set<string>();
      const tasks: DiffusionTaskKind[] = [];
      for (const [task, file] of this.workflows) {
        const absent = requiredNodes(file.workflow).filter((node) => !(node in info));
        absent.forEach((node) => missing.add(node));
        if (absent.length === 0) tasks.push(task);
      }
      value =
        missing.size === 0
          ? { id: this.name, state: 'ready', tasks }
          : { id: this.name, state: 'missing-nodes', tasks, missingNodes: [...missing].sort(), problem: `ComfyUI lacks nodes: ${[...missing].sort().join(', ')}` };
    } catch (error) {
      value = { id: this.name, state: 'unreachable', tasks: [], problem: `ComfyUI at ${this.options.url} did not answer /object_info: ${error instanceof Error ? error.message : String(error)}` };
    }
    this.cachedHealth = { at: Date.now(), value };
    return value;
  }

  async run(task: DiffusionTask, context: DiffusionRunContext): Promise<Uint8Array> {
    const file = this.workflows.get(task.kind);
    if (!file) throw new DiffusionError('engine_unavailable', `no workflow for ${task.kind}`);
    return this.limiter.run(context.signal, async () => {
      const values = await this.values(task, context.signal);
      const workflow = bindWorkflow(file.workflow, values);
      const output = outputNode(file.workflow) as string;
      const entry = await this.execute(workflow, context);
      const image = entry.outputs[output]?.images?.[0];
      if (!image) throw new DiffusionError('generation_error', `ComfyUI finished ${file.file} without an image on node ${output}`);
      return this.client.view(image, context.signal);
    });
  }

  /** The named inputs of the task's workflow: texts in ComfyUI's weighting syntax, images uploaded. */
  private async values(task: DiffusionTask, signal: AbortSignal): Promise<Record<string, string | number>> {
    const upload = (bytes: Uint8Array) => this.client.uploadImage(bytes, signal);
    switch (task.kind) {
      case 'text-to-image':
        return { ...texts(task), width: task.width, height: task.height };
      case 'product-background':
      case 'inpaint':
        return { ...texts(task), image: await upload(task.image), mask: await upload(task.mask) };
      case 'outpaint':
        return { ...texts(task), image: await upload(task.image), ...task.pad };
      case 'garment-try-on':
        return { seed: task.seed, person: await upload(task.person), mask: await upload(task.mask), garment: await upload(task.garment) };
    }
  }

  /** Queues the workflow and waits for it to finish; answers its history entry. */
  private async execute(workflow: Record<string, unknown>, context: DiffusionRunContext): Promise<HistoryEntry> {
    const clientId = randomUUID();
    const wsUrl = new URL(`ws?clientId=${clientId}`, this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`);
    wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
    // Without a socket the prompt still runs; its end is then found by polling /history.
    const socket = await ProgressSocket.open(wsUrl.href, this.options.headers ?? {}, this.options.requestTimeoutMs ?? 30_000).catch(() => null);
    try {
      const promptId = await this.client.queuePrompt(workflow as never, clientId, context.signal);
      return await this.follow(promptId, socket, context);
    } finally {
      socket?.close();
    }
  }

  private follow(promptId: string, socket: ProgressSocket | null, context: DiffusionRunContext): Promise<HistoryEntry> {
    const runTimeout = AbortSignal.timeout(this.options.runTimeoutMs ?? 600_000);
    const signal = AbortSignal.any([context.signal, runTimeout]);
    return new Promise<HistoryEntry>((resolve, reject) => {
      let settled = false;
      let unsubscribe = () => undefined as void;
      let pollTimer: NodeJS.Timeout | undefined;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        unsubscribe();
        clearTimeout(pollTimer);
        signal.removeEventListener('abort', onAbort);
        outcome();
      };
      let fetching = false;
      // Both `executing` with node null and `execution_success` mark the end; fetch once.
      const fetchHistory = () => {
        if (fetching) return;
        fetching = true;
        void this.client.history(promptId, context.signal).then(
          (entry) => (entry ? finish(() => resolve(entry)) : finish(() => reject(new DiffusionError('generation_error', `ComfyUI has no history for ${promptId}`)))),
          (error: unknown) => finish(() => reject(asError(error))),
        );
      };
      // Cancelled or timed out: the prompt may still be queued or running on the GPU; stop it there.
      const onAbort = () => {
        void this.client.cancel(promptId);
        const timedOut = runTimeout.aborted && !context.signal.aborted;
        finish(() => reject(timedOut ? new DiffusionError('generation_error', `ComfyUI prompt ${promptId} timed out`) : abortReason(context.signal)));
      };
      const onMessage = (message: ComfyMessage) => {
        const data = message.data;
        if (data.prompt_id !== undefined && data.prompt_id !== promptId) return;
        if (message.type === 'progress' && typeof data.value === 'number' && typeof data.max === 'number' && data.max > 0) {
          context.onProgress?.(0.05 + 0.9 * Math.min(1, data.value / data.max));
        } else if (message.type === 'execution_error') {
          finish(() => reject(new DiffusionError('generation_error', `ComfyUI reported ${text(data.exception_type, 'an error')} in ${text(data.node_type, 'a node')}: ${text(data.exception_message, '')}`.trim())));
        } else if (message.type === 'execution_interrupted') {
          finish(() => reject(context.signal.aborted ? abortReason(context.signal) : new DiffusionError('generation_error', `ComfyUI reported prompt ${promptId} interrupted`)));
        } else if (message.type === 'execution_success' || (message.type === 'executing' && data.node === null && data.prompt_id === promptId)) {
          fetchHistory();
        }
      };
      // The socket dropped (or never opened): poll /history until the prompt is there and complete.
      const poll = () => {
        if (settled) return;
        this.client.history(promptId, context.signal).then(
          (entry) => {
            if (settled) return;
            if (entry?.status?.status_str === 'error') {
              const error = entry.status.messages?.find(([type]) => type === 'execution_error')?.[1];
              finish(() => reject(new DiffusionError('generation_error', `ComfyUI reported an error: ${text(error?.exception_message, 'execution_error')}`)));
            } else if (entry && (entry.status?.completed ?? true)) finish(() => resolve(entry));
            else pollTimer = setTimeout(poll, this.options.pollMs ?? 1000);
          },
          (error: unknown) => finish(() => reject(asError(error))),
        );
      };
      signal.addEventListener('abort', onAbort, { once: true });
      if (signal.aborted) return onAbort();
      if (socket) unsubscribe = socket.subscribe(onMessage, poll);
      else poll();
    });
  }
}

function texts(task: { prompt: Parameters<typeof toAttentionSyntax>[0]; negativePrompt: Parameters<typeof toAttentionSyntax>[0]; seed: number }) {
  return { prompt: toAttentionSyntax(task.prompt), negative: toAttentionSyntax(task.negativePrompt), seed: task.seed };
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function abortReason(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const error = new Error('The operation was aborted');
  error.name = 'AbortError';
  return error;
}
