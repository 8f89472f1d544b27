/**
 * A ComfyUI server for tests (server contract tests and browser e2e): the real HTTP + WebSocket protocol of ComfyUI's server.py
 * (/object_info, /upload/image, /prompt, /history/{id}, /view, /interrupt, /queue, /ws?clientId)
 * and its execution messages (status, execution_start, execution_cached, executing, progress,
 * executed, execution_success, execution_error, execution_interrupted). It has no GPU: the nodes
 * it "runs" make real images with sharp from the inputs (seeded colours where a model would
 * paint, the unmasked input kept), so the adapter's whole path can be checked.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { WebSocketServer, type WebSocket } from 'ws';

type Node = { class_type: string; inputs: Record<string, unknown> };
type Workflow = Record<string, Node>;
type ImageRef = { filename: string; subfolder: string; type: string };

/** The node classes of a stock ComfyUI plus the try-on custom node the shipped workflows use. */
export const FAKE_COMFYUI_NODES = [
  'CheckpointLoaderSimple',
  'CLIPTextEncode',
  'EmptyLatentImage',
  'KSampler',
  'VAEDecode',
  'VAEEncodeForInpaint',
  'ImagePadForOutpaint',
  'LoadImage',
  'LoadImageMask',
  'SaveImage',
  'PreviewImage',
  'CatVTONWrapper',
];

export interface FakeComfyUiOptions {
  nodes?: string[];
  /** Sampler steps reported as `progress`, and the pause between them. */
  steps?: number;
  stepDelayMs?: number;
  /** `Name: value` every request and the socket handshake must carry (401 otherwise). */
  requiredHeader?: [string, string];
  port?: number;
}

export interface ReceivedPrompt {
  promptId: string;
  clientId: string | undefined;
  workflow: Workflow;
}

export class FakeComfyUi {
  readonly prompts: ReceivedPrompt[] = [];
  readonly uploads = new Map<string, Buffer>();
  readonly interrupts: (string | null)[] = [];
  /** Requests per path, e.g. to see that an idempotent one was retried. */
  readonly hits = new Map<string, number>();
  /** The next prompt fails in its sampler with this message (an `execution_error`). */
  failNext: string | null = null;
  /** The next prompt's socket is dropped after its first progress message. */
  dropSocketNext = false;
  /** The next N requests to this path answer 503 (then normal service). */
  failRequests = new Map<string, number>();
  nodes: Set<string>;
  private readonly outputs = new Map<string, Buffer>();
  private readonly history = new Map<string, Record<string, unknown>>();
  private readonly sockets = new Map<string, WebSocket>();
  private readonly queue: ReceivedPrompt[] = [];
  private running: { promptId: string; interrupted: boolean } | null = null;
  private processing = false;
  private counter = 0;
  private readonly server: Server;
  private readonly wss = new WebSocketServer({ noServer: true });

  private constructor(private readonly options: FakeComfyUiOptions) {
    this.nodes = new Set(options.nodes ?? FAKE_COMFYUI_NODES);
    this.server = createServer((request, response) => void this.handle(request, response).catch((error: unknown) => this.send(response, 500, { error: String(error) })));
    this.server.on('upgrade', (request, socket, head) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (url.pathname !== '/ws' || !this.authorised(request)) {
        socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        const sid = url.searchParams.get('clientId') || randomUUID().replace(/-/g, '');
        this.sockets.set(sid, ws);
        ws.on('close', () => {
          if (this.sockets.get(sid) === ws) this.sockets.delete(sid);
        });
        ws.send(JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: this.queue.length } }, sid } }));
      });
    });
  }

  static async start(options: FakeComfyUiOptions = {}): Promise<FakeComfyUi> {
    const fake = new FakeComfyUi(options);
    await new Promise<void>((resolve) => fake.server.listen(options.port ?? 0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.wss.clients) socket.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private authorised(request: IncomingMessage): boolean {
    const required = this.options.requiredHeader;
    return !required || request.headers[required[0].toLowerCase()] === required[1];
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private async body(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\//, '/');
    this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
    if (!this.authorised(request)) return this.send(response, 401, { error: 'unauthorised' });
    const failures = this.failRequests.get(path) ?? 0;
    if (failures > 0) {
      this.failRequests.set(path, failures - 1);
      return this.send(response, 503, { error: 'busy' });
    }
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/object_info') {
      return this.send(response, 200, Object.fromEntries([...this.nodes].map((name) => [name, { input: { required: {} }, output: [], name, display_name: name, category: 'fake' }])));
    }
    if (method === 'POST' && path === '/upload/image') return this.upload(request, response);
    if (method === 'POST' && path === '/prompt') return this.queuePrompt(JSON.parse((await this.body(request)).toString()) as { prompt?: Workflow; client_id?: string }, response);
    if (method === 'GET' && path.startsWith('/history/')) {
      const id = decodeURIComponent(path.slice('/history/'.length));
      const entry = this.history.get(id);
      return this.send(response, 200, entry ? { [id]: entry } : {});
    }
    if (method === 'GET' && path === '/view') {
      const key = `${url.searchParams.get('type') ?? 'output'}/${url.searchParams.get('subfolder') ?? ''}/${url.searchParams.get('filename') ?? ''}`;
      const bytes = this.outputs.get(key);
      if (!bytes) return this.send(response, 404, {});
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(bytes);
      return;
    }
    if (method === 'POST' && path === '/interrupt') {
      const raw = (await this.body(request)).toString();
      const promptId = raw ? ((JSON.parse(raw) as { prompt_id?: string }).prompt_id ?? null) : null;
      this.interrupts.push(promptId);
      if (this.running && (promptId === null || promptId === this.running.promptId)) this.running.interrupted = true;
      return this.send(response, 200, {});
    }
    if (method === 'POST' && path === '/queue') {
      const body = JSON.parse((await this.body(request)).toString()) as { delete?: string[] };
      for (const id of body.delete ?? []) {
        const index = this.queue.findIndex((item) => item.promptId === id);
        if (index >= 0) this.queue.splice(index, 1);
      }
      return this.send(response, 200, {});
    }
    this.send(response, 404, {});
  }

  private async upload(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await new Request('http://fake/upload', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: new Uint8Array(await this.body(request)) }).formData();
    const image = form.get('image');
    if (!(image instanceof File) || !image.name) return this.send(response, 400, {});
    this.uploads.set(image.name, Buffer.from(await image.arrayBuffer()));
    this.send(response, 200, { name: image.name, subfolder: '', type: 'input' });
  }

  private queuePrompt(body: { prompt?: Workflow; client_id?: string }, response: ServerResponse): void {
    const workflow = body.prompt;
    if (!workflow) return this.send(response, 400, { error: { type: 'no_prompt', message: 'No prompt provided', details: '', extra_info: {} }, node_errors: {} });
    for (const [id, node] of Object.entries(workflow)) {
      if (!this.nodes.has(node.class_type)) {
        return this.send(response, 400, { error: { type: 'invalid_prompt', message: `Cannot execute because node ${node.class_type} does not exist.`, details: `Node ID '#${id}'`, extra_info: {} }, node_errors: {} });
      }
      if ((node.class_type === 'LoadImage' || node.class_type === 'LoadImageMask') && !this.uploads.has(String(node.inputs.image))) {
        return this.send(response, 400, {
          error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} },
          node_errors: { [id]: { errors: [{ type: 'value_not_in_list', message: 'Value not in list', details: `image: '${String(node.inputs.image)}' not in list` }], class_type: node.class_type } },
        });
      }
    }
    const prompt: ReceivedPrompt = { promptId: randomUUID(), clientId: body.client_id, workflow };
    this.prompts.push(prompt);
    this.queue.push(prompt);
    this.send(response, 200, { prompt_id: prompt.promptId, number: this.counter++, node_errors: {} });
    void this.processQueue();
  }

  private message(clientId: string | undefined, type: string, data: Record<string, unknown>): void {
    const socket = clientId ? this.sockets.get(clientId) : undefined;
    if (socket?.readyState === 1) socket.send(JSON.stringify({ type, data }));
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

  private async execute({ promptId, clientId, workflow }: ReceivedPrompt): Promise<void> {
    const messages: [string, Record<string, unknown>][] = [];
    const emit = (type: string, data: Record<string, unknown>) => {
      messages.push([type, data]);
      this.message(clientId, type, data);
    };
    const fail = this.failNext;
    this.failNext = null;
    const drop = this.dropSocketNext;
    this.dropSocketNext = false;
    this.running = { promptId, interrupted: false };
    emit('execution_start', { prompt_id: promptId, timestamp: Date.now() });
    emit('execution_cached', { nodes: [], prompt_id: promptId });
    const outputs: Record<string, { images: ImageRef[] }> = {};
    const executed: string[] = [];
    try {
      for (const [id, node] of Object.entries(workflow)) {
        this.message(clientId, 'executing', { node: id, display_node: id, prompt_id: promptId });
        if (node.class_type === 'KSampler' || node.class_type === 'CatVTONWrapper') {
          const steps = this.options.steps ?? 4;
          for (let step = 1; step <= steps; step++) {
            await new Promise((resolve) => setTimeout(resolve, this.options.stepDelayMs ?? 5));
            if (this.running.interrupted) {
              emit('execution_interrupted', { prompt_id: promptId, node_id: id, node_type: node.class_type, executed });
              this.history.set(promptId, { prompt: [0, promptId, workflow, {}, []], outputs: {}, status: { status_str: 'error', completed: false, messages }, meta: {} });
              return;
            }
            this.message(clientId, 'progress', { value: step, max: steps, prompt_id: promptId, node: id });
            if (drop && step === 1) this.sockets.get(clientId ?? '')?.terminate();
          }
          if (fail) {
            emit('execution_error', { prompt_id: promptId, node_id: id, node_type: node.class_type, executed, exception_message: fail, exception_type: 'torch.OutOfMemoryError', traceback: [], current_inputs: {}, current_outputs: {} });
            this.history.set(promptId, { prompt: [0, promptId, workflow, {}, []], outputs: {}, status: { status_str: 'error', completed: false, messages }, meta: {} });
            return;
          }
        }
        if (node.class_type === 'SaveImage') {
          const bytes = await this.render(workflow);
          const prefix = typeof node.inputs.filename_prefix === 'string' ? node.inputs.filename_prefix : 'ComfyUI';
          const slash = prefix.lastIndexOf('/');
          const ref = { filename: `${prefix.slice(slash + 1)}_${String(this.counter).padStart(5, '0')}_.png`, subfolder: slash >= 0 ? prefix.slice(0, slash) : '', type: 'output' };
          this.outputs.set(`${ref.type}/${ref.subfolder}/${ref.filename}`, bytes);
          outputs[id] = { images: [ref] };
          this.message(clientId, 'executed', { node: id, display_node: id, output: { images: [ref] }, prompt_id: promptId });
        }
        executed.push(id);
      }
      this.history.set(promptId, { prompt: [0, promptId, workflow, {}, Object.keys(outputs)], outputs, status: { status_str: 'success', completed: true, messages }, meta: {} });
      this.message(clientId, 'executing', { node: null, prompt_id: promptId });
      emit('execution_success', { prompt_id: promptId, timestamp: Date.now() });
    } finally {
      this.running = null;
    }
  }

  /** What the workflow's model would have drawn: seeded colours where it paints, the inputs elsewhere. */
  private async render(workflow: Workflow): Promise<Buffer> {
    const nodes = Object.values(workflow);
    const find = (type: string) => nodes.find((node) => node.class_type === type);
    const texts = nodes.filter((node) => node.class_type === 'CLIPTextEncode').map((node) => String(node.inputs.text));
    const sampler = find('KSampler') ?? find('CatVTONWrapper');
    const tint = colourOf(`${texts.join('|')}#${Number(sampler?.inputs.seed ?? 0)}`);
    const latent = find('EmptyLatentImage');
    if (latent) return gradientPng(Number(latent.inputs.width), Number(latent.inputs.height), tint);
    const tryOn = find('CatVTONWrapper');
    const loads = nodes.filter((node) => node.class_type === 'LoadImage').map((node) => this.uploads.get(String(node.inputs.image)) as Buffer);
    const maskNode = find('LoadImageMask');
    const mask = maskNode ? (this.uploads.get(String(maskNode.inputs.image)) as Buffer) : null;
    const [base] = loads;
    if (!base) throw new Error('no LoadImage input');
    const pad = find('ImagePadForOutpaint');
    if (pad) {
      const [left, top, right, bottom] = ['left', 'top', 'right', 'bottom'].map((side) => Number(pad.inputs[side]));
      return sharp(base).extend({ left, top, right, bottom, background: { r: tint[0], g: tint[1], b: tint[2] } }).png().toBuffer();
    }
    const paint = tryOn && loads[1] ? await averageColour(loads[1]) : tint;
    return paintMasked(base, mask, paint);
  }
}

export function colourOf(text: string): [number, number, number] {
  const hash = createHash('sha256').update(text).digest();
  return [hash[0] ?? 0, hash[1] ?? 0, hash[2] ?? 0];
}

export async function gradientPng(width: number, height: number, [r, g, b]: [number, number, number]): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 0.6 + (0.4 * (x + y)) / (width + height);
      const offset = (y * width + x) * 3;
      data[offset] = Math.round(r * shade);
      data[offset + 1] = Math.round(g * shade);
      data[offset + 2] = Math.round(b * shade);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

export async function averageColour(bytes: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(bytes).removeAlpha().stats();
  return [Math.round(channels[0]?.mean ?? 0), Math.round(channels[1]?.mean ?? 0), Math.round(channels[2]?.mean ?? 0)];
}

/** The image with the mask's white area (red channel, as LoadImageMask reads it) painted in `colour`. */
export async function paintMasked(image: Buffer, mask: Buffer | null, colour: [number, number, number]): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (mask) {
    const maskPixels = await sharp(mask).removeAlpha().resize(info.width, info.height, { fit: 'fill' }).raw().toBuffer();
    for (let i = 0; i < info.width * info.height; i++) {
      const weight = (maskPixels[i * 3] ?? 0) / 255;
      for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.round((data[i * 3 + c] ?? 0) * (1 - weight) + (colour[c] ?? 0) * weight);
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).png().toBuffer();
}
