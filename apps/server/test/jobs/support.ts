import type { Job } from '@vitrina/contracts';
import sharp from 'sharp';
import type { TestApp } from '../support/app';

/** A PNG with a different colour in every pixel neighbourhood, so pixel comparisons mean something. */
export async function patternPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      raw[offset] = Math.round((255 * x) / Math.max(1, width - 1));
      raw[offset + 1] = Math.round((255 * y) / Math.max(1, height - 1));
      raw[offset + 2] = (x * 7 + y * 13) % 256 < 128 ? 60 : 190;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** Stores an image for the user through the real upload pipeline (service level: fast). */
export async function createImage(testApp: TestApp, userId: string, bytes?: Buffer): Promise<{ id: string; width: number; height: number }> {
  const record = await testApp.app.services.images.ingestUpload(userId, { bytes: bytes ?? (await patternPng(32, 24)) }, 'product');
  return { id: record.id, width: record.width, height: record.height };
}

export async function grantCredits(testApp: TestApp, userId: string, amount: number): Promise<void> {
  await testApp.app.repositories.credits.append({ userId, kind: 'grant', amount, reason: 'test' });
}

export function balanceOf(testApp: TestApp, userId: string): Promise<number> {
  return testApp.app.repositories.credits.balance(userId);
}

export async function ledgerOf(testApp: TestApp, userId: string): Promise<{ kind: string; amount: number; job_id: string | null }[]> {
  return testApp.database.query('SELECT kind, amount, job_id FROM credit_ledger WHERE user_id = $1 ORDER BY id', [userId]);
}

export function submit(testApp: TestApp, headers: Record<string, string>, tool: string, body: unknown, extraHeaders: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: `/api/tools/${tool}`, headers: { ...headers, ...extraHeaders }, payload: body as object });
}

/** Submits and expects 202; returns the job. */
export async function submitOk(testApp: TestApp, headers: Record<string, string>, tool: string, body: unknown): Promise<Job> {
  const response = await submit(testApp, headers, tool, body);
  if (response.statusCode !== 202) throw new Error(`submit ${tool} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Job }>().data;
}

export async function getJob(testApp: TestApp, headers: Record<string, string>, jobId: string, lang = 'en'): Promise<Job> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: { ...headers, lang } });
  if (response.statusCode !== 200) throw new Error(`get job failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Job }>().data;
}

/** Polls the job until `until` holds; fails after `timeoutMs`. */
export async function waitForJob(
  testApp: TestApp,
  headers: Record<string, string>,
  jobId: string,
  until: (job: Job) => boolean = (job) => ['succeeded', 'failed', 'cancelled'].includes(job.status),
  timeoutMs = 20_000,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(testApp, headers, jobId);
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} (progress ${job.progress}) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

/** Parses a text/event-stream body; comment lines (heartbeats) are skipped. */
export function parseSse(body: string): SseMessage[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const message: SseMessage = { event: 'message', data: '' };
      for (const line of lines) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') message.event = value;
        if (field === 'id') message.id = value;
        if (field === 'data') message.data += value;
      }
      return message;
    });
}

export async function decodeRaw(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) throw new Error(`length ${a.length} != ${b.length}`);
  let total = 0;
  for (let index = 0; index < a.length; index += 1) total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return total / a.length;
}
