import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { balanceOf, patternPng } from '../jobs/support';
import { callTool, createApiUser } from './support';

interface ReceivedHook {
  headers: Record<string, string>;
  body: string;
}

/** A real HTTP receiver on loopback that records what it is sent. */
async function startReceiver(): Promise<{ server: Server; url: string; received: ReceivedHook[] }> {
  const received: ReceivedHook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

async function maskPng(size: number): Promise<Buffer> {
  const spot = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#fff' } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: '#000' } }).composite([{ input: spot, left: 10, top: 10 }]).png().toBuffer();
}

describe.each(testDatabaseKinds)('public API jobs, idempotency and webhooks on %s', (kind) => {
  let testApp: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await testApp.close();
    receiver.server.close();
  });

  it('Prefer: respond-async answers 202 with the job; jobs/:id and jobs/:id/result follow; the webhook is signed', async () => {
    // Polling spends requests: a Business key (600 a minute) keeps the poll clear of the rate limit.
    const user = await createApiUser(testApp, { credits: 3, plan: 'business' });
    const image = await patternPng(32, 32);
    const accepted = await callTool(testApp, 'inpaint', user.key, { image_file: image, mask_file: await maskPng(32) }, { webhook_url: receiver.url, format: 'webp' }, { prefer: 'respond-async' });
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.headers['x-credits-consumed']).toBe('1');
    expect(accepted.headers['x-remaining-credits']).toBe('2');
    const job = accepted.json().data;
    expect(accepted.headers.location).toBe(`/api/v1/jobs/${job.id}`);
    const key = { 'x-api-key': user.key };
    let status = job.status;
    while (status === 'queued' || status === 'running') {
      const early = await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/result`, headers: key });
      if (early.statusCode === 409) expect(early.json().error.code).toBe('job_not_finished');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const polled = await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: key });
      expect(polled.statusCode, polled.body).toBe(200);
      status = polled.json().data.status;
    }
    expect(status).toBe('succeeded');
    const result = await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/result`, headers: key });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('image/webp');
    expect((await sharp(result.rawPayload).metadata()).width).toBe(32);

    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const hook = receiver.received.find((entry) => entry.body.includes(job.id));
    if (!hook) throw new Error('no webhook for the job');
    const event = new Webhook(user.webhookSecret).verify(hook.body, hook.headers) as { type: string; data: { id: string; status: string } };
    expect(event).toMatchObject({ type: 'job.succeeded', data: { id: job.id, status: 'succeeded' } });
    expect(hook.headers['webhook-id']).toBe(`msg_${job.id}`);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(hook.body, hook.headers)).toThrow();
  });

  it('another user cannot read a job by id (404)', async () => {
    const owner = await createApiUser(testApp, { credits: 1 });
    const other = await createApiUser(testApp);
    const accepted = await callTool(testApp, 'convert', owner.key, { image_file: await patternPng(8, 8) }, {}, { prefer: 'respond-async' });
    const id = accepted.json().data.id;
    expect((await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: { 'x-api-key': other.key } })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}/result`, headers: { 'x-api-key': other.key } })).statusCode).toBe(404);
  });

  it('Idempotency-Key: the same request is answered again and charged once; another body is 422', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const image = await patternPng(32, 32);
    const mask = await maskPng(32);
    const send = (fields: Record<string, string>) => callTool(testApp, 'inpaint', user.key, { image_file: image, mask_file: mask }, fields, { 'idempotency-key': 'order-42' });
    const first = await send({ seed: '3' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await send({ seed: '3' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['x-job-id']).toBe(first.headers['x-job-id']);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await balanceOf(testApp, user.userId)).toBe(4);
    const other = await send({ seed: '4' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await balanceOf(testApp, user.userId)).toBe(4);
  });

  it('Idempotency-Key: concurrent requests with the same key make one job and one charge', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const image = await patternPng(32, 32);
    const mask = await maskPng(32);
    const answers = await Promise.all(
      [1, 2, 3].map(() => callTool(testApp, 'inpaint', user.key, { image_file: image, mask_file: mask }, {}, { 'idempotency-key': 'same-time' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const answer of answers.filter((entry) => entry.statusCode === 409)) expect(answer.json().error.code).toBe('idempotency_in_progress');
    expect(await balanceOf(testApp, user.userId)).toBe(4);
    const jobs = await testApp.database.query('SELECT id FROM jobs WHERE user_id = $1', [user.userId]);
    expect(jobs).toHaveLength(1);
  });

  it('a request refused before its job frees the key for the corrected request', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const image = await patternPng(16, 16);
    const bad = await callTool(testApp, 'convert', user.key, { image_file: image }, { format: 'gif' }, { 'idempotency-key': 'fix-me' });
    expect(bad.statusCode).toBe(400);
    const fixed = await callTool(testApp, 'convert', user.key, { image_file: image }, { format: 'jpg' }, { 'idempotency-key': 'fix-me' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers['content-type']).toBe('image/jpeg');
  });

  it('usage: calls and credits per day for the last 30 days', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    await callTool(testApp, 'inpaint', user.key, { image_file: await patternPng(32, 32), mask_file: await maskPng(32) });
    await testApp.app.inject({ method: 'GET', url: '/api/v1/account', headers: { 'x-api-key': user.key } });
    const today = new Date().toISOString().slice(0, 10);
    await expect
      .poll(async () => (await testApp.app.inject({ method: 'GET', url: '/api/profile/token/usage', headers: user.bearer })).json().data.at(-1))
      .toEqual({ day: today, calls: 2, credits: 1 });
    const usage = (await testApp.app.inject({ method: 'GET', url: '/api/profile/token/usage', headers: user.bearer })).json();
    expect(usage.total).toBe(30);
  });
});
