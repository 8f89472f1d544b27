/**
 * fal.ai for tests: the queue and storage protocol exactly as `@fal-ai/client` 1.x speaks it,
 * reached through the client's proxy setting (every call arrives here with its real target in
 * `x-fal-target-url`, as `@fal-ai/server-proxy` receives it):
 *
 * - POST https://rest.fal.ai/storage/upload/initiate?storage_type=fal-cdn-v3 {content_type, file_name}
 *   → {upload_url, file_url}; then PUT upload_url (a signed URL: no proxy, no key) with the bytes.
 * - POST https://queue.fal.run/{owner}/{alias}[/{path}] (the model's input as JSON)
 *   → {status: IN_QUEUE, request_id, response_url, status_url, cancel_url, queue_position}.
 * - GET  https://queue.fal.run/{owner}/{alias}/requests/{id}/status?logs=1 → IN_QUEUE (queue_position),
 *   IN_PROGRESS (logs), COMPLETED (logs, metrics); 202 until completed, then 200.
 * - GET  https://queue.fal.run/{owner}/{alias}/requests/{id} → the output, or the model's error
 *   (422 {detail: [{loc, msg, type}]} for invalid input, 500 {detail} for a failed run).
 * - PUT  https://queue.fal.run/{owner}/{alias}/requests/{id}/cancel → 202 CANCELLATION_REQUESTED,
 *   400 ALREADY_COMPLETED.
 *
 * Status and result URLs name only owner/alias (`fal-ai/flux`, not `fal-ai/flux/dev`), as fal's do.
 * Calls without `Authorization: Key <key>` answer 401. No GPU: each model "runs" by making a real
 * image with sharp from its inputs (seeded colours where a model would paint), so the adapter's
 * whole path — uploads, polling, logs, results, downloads — is exercised.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { averageColour, colourOf, gradientPng, paintMasked } from './fake-comfyui';

type Input = Record<string, unknown>;

export interface FakeFalOptions {
  key?: string;
  /** Logged steps per run (tqdm lines, as fal's runners print them) and the pause between them. */
  steps?: number;
  stepDelayMs?: number;
}

export interface FalSubmission {
  requestId: string;
  modelId: string;
  input: Input;
  /** Headers fal reads on submit (priority, timeouts, lifecycle). */
  headers: Record<string, string>;
}

type Outcome = { status: number; body: unknown };

interface QueuedRequest extends FalSubmission {
  state: 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';
  logs: { message: string; level: string; source: string; timestamp: string }[];
  cancelled: boolean;
  outcome: Outcome | null;
}

/** Each model's required input fields and the fields that must be files uploaded to fal storage. */
const MODELS: Record<string, { required: string[]; files: string[] }> = {
  'fal-ai/flux/dev': { required: ['prompt'], files: [] },
  'fal-ai/bria/product-shot': { required: ['image_url'], files: ['image_url'] },
  'fal-ai/flux-pro/v1/fill': { required: ['image_url', 'mask_url', 'prompt'], files: ['image_url', 'mask_url'] },
  'fal-ai/bria/expand': { required: ['image_url', 'canvas_size'], files: ['image_url'] },
  'fal-ai/fashn/tryon/v1.6': { required: ['model_image', 'garment_image'], files: ['model_image', 'garment_image'] },
};

export class FakeFal {
  readonly submissions: FalSubmission[] = [];
  /** Uploaded files by their file_url. */
  readonly uploads = new Map<string, { bytes: Buffer; contentType: string; fileName: string }>();
  readonly cancels: string[] = [];
  /** The image each finished run answered, by request id (what the adapter should have stored). */
  readonly outputs = new Map<string, Buffer>();
  /** Target URLs the proxy received, in order (method and URL). */
  readonly calls: string[] = [];
  /** The next run fails: a 500 from the model with this detail. */
  failNext: string | null = null;
  /** The next run's safety checker flags the image (FLUX models: has_nsfw_concepts [true], image blacked out). */
  nsfwNext = false;
  /** The next N calls through the proxy to status answer 503 (fal's client retries them). */
  unavailableStatusCalls = 0;
  private readonly requests = new Map<string, QueuedRequest>();
  private readonly files = new Map<string, Buffer>();
  private readonly pendingUploads = new Map<string, { fileUrl: string; fileName: string }>();
  private readonly queue: QueuedRequest[] = [];
  private processing = false;
  private readonly server: Server;

  private constructor(private readonly options: FakeFalOptions) {
    this.server = createServer((request, response) => void this.handle(request, response).catch((error: unknown) => this.send(response, 500, { detail: String(error) })));
  }

  static async start(options: FakeFalOptions = {}): Promise<FakeFal> {
    const fake = new FakeFal(options);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What to give the client as `proxyUrl` (FAL_PROXY_URL). */
  get proxyUrl(): string {
    return `${this.url}/api/fal/proxy`;
  }

  get key(): string {
    return this.options.key ?? 'fake-key-id:fake-key-secret';
  }

  /** Uploaded bytes by file URL (what a model received). */
  file(url: unknown): Buffer | undefined {
    return typeof url === 'string' ? this.uploads.get(url)?.bytes : undefined;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  private async body(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const method = request.method ?? 'GET';
    if (path === '/api/fal/proxy') return this.proxied(request, response, method);
    // The signed upload URL fal storage hands out: a plain PUT of the bytes.
    if (method === 'PUT' && path.startsWith('/storage/put/')) {
      const pending = this.pendingUploads.get(path.slice('/storage/put/'.length));
      if (!pending) return this.send(response, 403, { detail: 'upload URL expired or unknown' });
      const bytes = await this.body(request);
      this.uploads.set(pending.fileUrl, { bytes, contentType: String(request.headers['content-type'] ?? ''), fileName: pending.fileName });
      this.files.set(pending.fileUrl, bytes);
      response.writeHead(200).end();
      return;
    }
    if (method === 'GET' && path.startsWith('/files/')) {
      const bytes = this.files.get(`${this.url}${path}`);
      if (!bytes) return this.send(response, 404, { detail: 'Not Found' });
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(bytes);
      return;
    }
    this.send(response, 404, { detail: 'Not Found' });
  }

  private async proxied(request: IncomingMessage, response: ServerResponse, method: string): Promise<void> {
    const target = request.headers['x-fal-target-url'];
    if (typeof target !== 'string') return this.send(response, 400, { detail: 'Missing x-fal-target-url header' });
    this.calls.push(`${method} ${target}`);
    if (request.headers.authorization !== `Key ${this.key}`) return this.send(response, 401, { detail: 'No user found for Key ID and Secret' });
    const url = new URL(target);
    const raw = await this.body(request);
    const json = raw.length > 0 ? (JSON.parse(raw.toString()) as Input) : {};
    if (url.host === 'rest.fal.ai' && method === 'POST' && url.pathname === '/storage/upload/initiate') return this.initiateUpload(json, response);
    if (url.host !== 'queue.fal.run') return this.send(response, 404, { detail: `unknown target ${target}` });
    const segments = url.pathname.split('/').filter(Boolean);
    const at = segments.indexOf('requests');
    if (at === 2) {
      const [owner, alias, , requestId, action] = segments;
      const queued = this.requests.get(requestId ?? '');
      if (!queued || (!queued.modelId.startsWith(`${owner}/${alias}/`) && queued.modelId !== `${owner}/${alias}`)) return this.send(response, 404, { detail: 'Request not found' });
      if (method === 'GET' && action === 'status') return this.status(queued, url.searchParams.get('logs') === '1', response);
      if (method === 'GET' && action === undefined) return this.result(queued, response);
      if (method === 'PUT' && action === 'cancel') return this.cancel(queued, response);
      return this.send(response, 405, { detail: 'Method Not Allowed' });
    }
    if (method !== 'POST' || segments.length < 2) return this.send(response, 405, { detail: 'Method Not Allowed' });
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.startsWith('x-fal-') && name !== 'x-fal-target-url').map(([name, value]) => [name, String(value)]));
    return this.submit(segments.join('/'), json, headers, response);
  }

  private initiateUpload(body: Input, response: ServerResponse): void {
    if (typeof body.content_type !== 'string' || typeof body.file_name !== 'string') {
      return this.send(response, 422, { detail: [{ loc: ['body', 'content_type'], msg: 'Field required', type: 'missing' }] });
    }
    const id = randomUUID();
    const fileUrl = `${this.url}/files/${id}/${encodeURIComponent(body.file_name)}`;
    this.pendingUploads.set(id, { fileUrl, fileName: body.file_name });
    this.send(response, 200, { upload_url: `${this.url}/storage/put/${id}`, file_url: fileUrl });
  }

  private urls(queued: FalSubmission) {
    const [owner, alias] = queued.modelId.split('/');
    const base = `https://queue.fal.run/${owner}/${alias}/requests/${queued.requestId}`;
    return { request_id: queued.requestId, response_url: base, status_url: `${base}/status`, cancel_url: `${base}/cancel` };
  }

  private submit(modelId: string, input: Input, headers: Record<string, string>, response: ServerResponse): void {
    const queued: QueuedRequest = { requestId: randomUUID(), modelId, input, headers, state: 'IN_QUEUE', logs: [], cancelled: false, outcome: null };
    this.submissions.push(queued);
    this.requests.set(queued.requestId, queued);
    this.queue.push(queued);
    this.send(response, 200, { status: 'IN_QUEUE', ...this.urls(queued), queue_position: this.queue.length - 1 });
    void this.processQueue();
  }

  private status(queued: QueuedRequest, withLogs: boolean, response: ServerResponse): void {
    if (this.unavailableStatusCalls > 0) {
      this.unavailableStatusCalls -= 1;
      return this.send(response, 503, { detail: 'Service Unavailable' });
    }
    const urls = this.urls(queued);
    const logs = withLogs ? queued.logs : null;
    if (queued.state === 'IN_QUEUE') return this.send(response, 202, { status: 'IN_QUEUE', ...urls, queue_position: this.queue.indexOf(queued) });
    if (queued.state === 'IN_PROGRESS') return this.send(response, 202, { status: 'IN_PROGRESS', ...urls, logs });
    const failed = queued.outcome && queued.outcome.status >= 400 ? { error: 'Request failed', error_type: queued.outcome.status === 422 ? 'validation_error' : 'runner_error' } : {};
    this.send(response, 200, { status: 'COMPLETED', ...urls, logs, metrics: { inference_time: 0.1 }, ...failed });
  }

  private result(queued: QueuedRequest, response: ServerResponse): void {
    if (queued.state !== 'COMPLETED' || !queued.outcome) return this.send(response, 400, { detail: 'Request is still in progress' });
    this.send(response, queued.outcome.status, queued.outcome.body, { 'x-fal-request-id': queued.requestId });
  }

  private cancel(queued: QueuedRequest, response: ServerResponse): void {
    this.cancels.push(queued.requestId);
    if (queued.state === 'COMPLETED') return this.send(response, 400, { status: 'ALREADY_COMPLETED' });
    queued.cancelled = true;
    const index = this.queue.indexOf(queued);
    if (index >= 0) {
      this.queue.splice(index, 1);
      this.complete(queued, { status: 400, body: { detail: 'Request was cancelled' } });
    }
    this.send(response, 202, { status: 'CANCELLATION_REQUESTED' });
  }

  private complete(queued: QueuedRequest, outcome: Outcome): void {
    queued.outcome = outcome;
    queued.state = 'COMPLETED';
  }

  private async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) await this.execute(next);
    } finally {
      this.processing = false;
    }
  }

  private log(queued: QueuedRequest, message: string): void {
    queued.logs.push({ message, level: 'INFO', source: 'USER', timestamp: new Date().toISOString() });
  }

  private async execute(queued: QueuedRequest): Promise<void> {
    queued.state = 'IN_PROGRESS';
    const model = MODELS[queued.modelId];
    if (!model) return this.complete(queued, { status: 404, body: { detail: `Application '${queued.modelId}' not found` } });
    // Input validation happens in the runner: the submit was accepted, the result is the 422.
    const missing = model.required.filter((field) => queued.input[field] === undefined || queued.input[field] === '');
    if (missing.length > 0) return this.complete(queued, { status: 422, body: { detail: missing.map((field) => ({ loc: ['body', field], msg: 'Field required', type: 'missing' })) } });
    const unreadable = model.files.filter((field) => !this.files.has(String(queued.input[field])));
    if (unreadable.length > 0) {
      return this.complete(queued, { status: 422, body: { detail: unreadable.map((field) => ({ loc: ['body', field], msg: 'Failed to download the file. Please check if the URL is accessible.', type: 'file_download_error' })) } });
    }
    const fail = this.failNext;
    this.failNext = null;
    const nsfw = this.nsfwNext;
    this.nsfwNext = false;
    const steps = this.options.steps ?? 4;
    this.log(queued, `Loading ${queued.modelId}`);
    for (let step = 1; step <= steps; step++) {
      await new Promise((resolve) => setTimeout(resolve, this.options.stepDelayMs ?? 5));
      if (queued.cancelled) return this.complete(queued, { status: 400, body: { detail: 'Request was cancelled' } });
      const percent = Math.round((100 * step) / steps);
      this.log(queued, `${String(percent).padStart(3)}%|${'█'.repeat(Math.round(percent / 10)).padEnd(10)}| ${step}/${steps} [00:00<00:00, 4.00it/s]`);
    }
    if (fail) return this.complete(queued, { status: 500, body: { detail: fail } });
    const image = await this.render(queued.modelId, queued.input, nsfw);
    const fileUrl = `${this.url}/files/${randomUUID()}.png`;
    this.files.set(fileUrl, image);
    this.outputs.set(queued.requestId, image);
    const { width, height } = await sharp(image).metadata();
    const output: Input = { images: [{ url: fileUrl, content_type: 'image/png', file_name: 'output.png', file_size: image.length, width, height }], seed: queued.input.seed ?? 0 };
    if (queued.modelId.startsWith('fal-ai/flux')) Object.assign(output, { has_nsfw_concepts: [nsfw], prompt: queued.input.prompt, timings: { inference: 0.1 } });
    this.complete(queued, { status: 200, body: output });
  }

  /** What the model would have made: seeded colours where it paints, its inputs elsewhere. */
  private async render(modelId: string, input: Input, nsfw: boolean): Promise<Buffer> {
    const text = typeof input.prompt === 'string' ? input.prompt : typeof input.scene_description === 'string' ? input.scene_description : '';
    const tint = colourOf(`${text}#${Number(input.seed ?? this.submissions.length)}`);
    const file = (field: string) => this.files.get(String(input[field])) as Buffer;
    switch (modelId) {
      case 'fal-ai/flux/dev': {
        const size = input.image_size as { width: number; height: number };
        return gradientPng(size.width, size.height, nsfw ? [0, 0, 0] : tint);
      }
      case 'fal-ai/bria/product-shot': {
        const { width, height } = await sharp(file('image_url')).metadata();
        return gradientPng(width, height, tint);
      }
      case 'fal-ai/flux-pro/v1/fill':
        return paintMasked(file('image_url'), file('mask_url'), nsfw ? [0, 0, 0] : tint);
      case 'fal-ai/bria/expand': {
        const [canvasWidth = 0, canvasHeight = 0] = input.canvas_size as number[];
        const [x = 0, y = 0] = (input.original_image_location as number[] | undefined) ?? [];
        const { width, height } = await sharp(file('image_url')).metadata();
        return sharp(file('image_url'))
          .removeAlpha()
          .extend({ left: x, top: y, right: canvasWidth - width - x, bottom: canvasHeight - height - y, background: { r: tint[0], g: tint[1], b: tint[2] } })
          .png()
          .toBuffer();
      }
      default: {
        // Try-on: the garment's colour over the middle of the model's figure.
        const person = file('model_image');
        const { width, height } = await sharp(person).metadata();
        const band = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="black"/><rect x="${Math.round(width * 0.3)}" y="${Math.round(height * 0.25)}" width="${Math.round(width * 0.4)}" height="${Math.round(height * 0.35)}" fill="white"/></svg>`);
        return paintMasked(person, await sharp(band).png().toBuffer(), await averageColour(file('garment_image')));
      }
    }
  }
}
