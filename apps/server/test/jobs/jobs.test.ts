import type { Job } from '@vitrina/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import {
  balanceOf,
  createImage,
  decodeRaw,
  getJob,
  grantCredits,
  meanAbsoluteDifference,
  parseSse,
  patternPng,
  submit,
  submitOk,
  waitForJob,
} from './support';

describe.each(testDatabaseKinds)('jobs over HTTP on %s', (kind) => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    // One worker thread: makes "queued behind another job" deterministic.
    testApp = await createTestApp(kind, { WORKER_THREADS: '1' });
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 100);
  });
  afterAll(() => testApp.close());

  const fetchFile = async (url: string, headers = owner.headers) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('convert: 202 with a queued job, then a real output image with the same pixels', async () => {
    const source = await patternPng(40, 30);
    const image = await createImage(testApp, owner.user.id, source);
    const response = await submit(testApp, owner.headers, 'convert', { imageId: image.id, params: { format: 'png' } });
    expect(response.statusCode).toBe(202);
    const accepted = response.json<{ data: Job }>().data;
    expect(accepted).toMatchObject({ tool: 'convert', status: 'queued', progress: 0, inputImageId: image.id, outputs: [], error: null, cost: 0 });
    expect(accepted.params).toEqual({ format: 'png', quality: 90, background: '#ffffff' });

    const done = await waitForJob(testApp, owner.headers, accepted.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 1, engine: 'libvips', error: null });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    expect(done.outputs).toHaveLength(1);
    const [output] = done.outputs;
    expect(output).toMatchObject({ width: 40, height: 30, format: 'png' });

    const bytes = await fetchFile(output.url);
    expect((await sharp(bytes).metadata()).format).toBe('png');
    const [expected, actual] = await Promise.all([decodeRaw(source), decodeRaw(bytes)]);
    expect(actual.width).toBe(40);
    expect(actual.height).toBe(30);
    expect(meanAbsoluteDifference(expected.data, actual.data)).toBe(0);
  });

  it('convert to JPG and WEBP honours format and quality, pixels within the codec tolerance', async () => {
    const source = await patternPng(64, 48);
    const expected = await decodeRaw(source);
    const sizes: number[] = [];
    for (const [format, quality] of [
      ['jpg', 95],
      ['jpg', 20],
      ['webp', 90],
    ] as const) {
      const image = await createImage(testApp, owner.user.id, source);
      const job = await submitOk(testApp, owner.headers, 'convert', { imageId: image.id, params: { format, quality } });
      const done = await waitForJob(testApp, owner.headers, job.id);
      expect(done.status).toBe('succeeded');
      const bytes = await fetchFile(done.outputs[0].url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
      const decoded = await decodeRaw(bytes);
      expect([decoded.width, decoded.height]).toEqual([64, 48]);
      expect(meanAbsoluteDifference(expected.data, decoded.data)).toBeLessThan(quality >= 90 ? 6 : 25);
      sizes.push(bytes.byteLength);
    }
    // Lower quality, smaller file.
    expect(sizes[1]).toBeLessThan(sizes[0]);
  });

  it('flattens transparency onto the background colour for JPG', async () => {
    const transparent = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const image = await createImage(testApp, owner.user.id, transparent);
    const job = await submitOk(testApp, owner.headers, 'convert', { imageId: image.id, params: { format: 'jpg', background: '#ff0000' } });
    const done = await waitForJob(testApp, owner.headers, job.id);
    const { data } = await decodeRaw(await fetchFile(done.outputs[0].url));
    expect(data[0]).toBeGreaterThan(240);
    expect(data[1]).toBeLessThan(15);
  });

  it('each output becomes a generated image of the job, listed by the gallery', async () => {
    const image = await createImage(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'convert', { imageId: image.id, params: { format: 'webp' } });
    const done = await waitForJob(testApp, owner.headers, job.id);
    const gallery = await testApp.app.inject({ method: 'GET', url: '/api/generated-images?tool=convert&limit=100', headers: owner.headers });
    const entries = gallery.json<{ data: { jobId: string; image: { id: string }; sourceImageId: string; quantityIndex: number }[] }>().data;
    const ofJob = entries.filter((entry) => entry.jobId === job.id);
    expect(ofJob).toHaveLength(1);
    expect(ofJob[0]).toMatchObject({ image: { id: done.outputs[0].imageId }, sourceImageId: image.id, quantityIndex: 0 });
  });

  it('validates params with the tool schema (400 naming the field), unknown tools and foreign images are 404', async () => {
    const image = await createImage(testApp, owner.user.id);
    const badFormat = await submit(testApp, owner.headers, 'convert', { imageId: image.id, params: { format: 'gif' } });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.code).toBe('validation_failed');
    expect(Object.keys(badFormat.json().error.fields)).toEqual(['params.format']);
    expect(badFormat.body).not.toContain('at ');

    const badQuality = await submit(testApp, owner.headers, 'convert', { imageId: image.id, params: { quality: 101 } });
    expect(badQuality.statusCode).toBe(400);
    expect(badQuality.json().error.fields).toHaveProperty(['params.quality']);

    const unknownKey = await submit(testApp, owner.headers, 'convert', { imageId: image.id, params: { delayMs: 5 } });
    expect(unknownKey.statusCode).toBe(400);

    const noImage = await submit(testApp, owner.headers, 'convert', { params: {} });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.fields).toHaveProperty('imageId');

    const unknownTool = await submit(testApp, owner.headers, 'no-such-tool', { imageId: image.id, params: {} });
    expect(unknownTool.statusCode).toBe(404);
    expect(unknownTool.json().error.code).toBe('not_found');

    const stranger = await createTestUser(testApp);
    const foreign = await submit(testApp, stranger.headers, 'convert', { imageId: image.id, params: {} });
    expect(foreign.statusCode).toBe(404);
    expect(await testApp.database.query('SELECT id FROM jobs WHERE user_id = $1', [stranger.user.id])).toHaveLength(0);

    const anonymous = await submit(testApp, {}, 'convert', { imageId: image.id, params: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('runs tools on system sample images too', async () => {
    const [system] = await testApp.database.query<{ id: string }>('SELECT id FROM images WHERE user_id IS NULL LIMIT 1');
    if (!system) return; // no samples shipped in this build
    const job = await submitOk(testApp, owner.headers, 'convert', { imageId: system.id, params: { format: 'jpg' } });
    expect((await waitForJob(testApp, owner.headers, job.id)).status).toBe('succeeded');
  });

  it('streams progress and status as server-sent events until the job ends', async () => {
    const image = await createImage(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'test-wait', { imageId: image.id, params: { delayMs: 1_200, cost: 0 } });
    const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/events`, headers: { ...owner.headers, 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    const messages = parseSse(response.body);
    expect(messages.every((message) => message.event === 'job')).toBe(true);
    const states = messages.map((message) => JSON.parse(message.data) as Job);
    const last = states.at(-1)!;
    expect(last.status).toBe('succeeded');
    expect(last.outputs).toHaveLength(1);
    const progress = states.filter((state) => state.status === 'running').map((state) => state.progress);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.some((value) => value > 0 && value < 1)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(messages.map((message) => Number(message.id))).toEqual(messages.map((_, index) => index + 1));
  });

  it('an event stream of a finished job sends its final state and ends; another user gets 404', async () => {
    const image = await createImage(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'convert', { imageId: image.id, params: {} });
    await waitForJob(testApp, owner.headers, job.id);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/events`, headers: owner.headers });
    const messages = parseSse(response.body);
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0].data)).toMatchObject({ id: job.id, status: 'succeeded' });

    const stranger = await createTestUser(testApp);
    const foreign = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/events`, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
  });

  it('a second operation on the same image while one runs is refused with 409 operation_in_progress', async () => {
    const image = await createImage(testApp, owner.user.id);
    const first = await submitOk(testApp, owner.headers, 'test-wait', { imageId: image.id, params: { delayMs: 30_000, cost: 0 } });
    const second = await submit(testApp, owner.headers, 'convert', { imageId: image.id, params: {} }, { lang: 'es' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: { code: 'operation_in_progress', message: 'Espera, la operación aún no ha terminado' } });
    const english = await submit(testApp, owner.headers, 'convert', { imageId: image.id, params: {} });
    expect(english.json().error.message).toBe('Please wait, the operation is not finished yet');

    // Another image is not blocked; the same image is free again once the job is over.
    const other = await createImage(testApp, owner.user.id);
    const unrelated = await submitOk(testApp, owner.headers, 'convert', { imageId: other.id, params: {} });
    await testApp.app.inject({ method: 'POST', url: `/api/jobs/${first.id}/cancel`, headers: owner.headers });
    const again = await submitOk(testApp, owner.headers, 'convert', { imageId: image.id, params: {} });
    await waitForJob(testApp, owner.headers, again.id);
    await waitForJob(testApp, owner.headers, unrelated.id);
  });

  it('operation_in_progress is race-safe: of parallel submissions on one image exactly one is accepted', async () => {
    const image = await createImage(testApp, owner.user.id);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => submit(testApp, owner.headers, 'test-wait', { imageId: image.id, params: { delayMs: 20_000, cost: 1 } })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([202, 409, 409, 409, 409, 409, 409, 409]);
    const accepted = responses.find((response) => response.statusCode === 202)!.json<{ data: Job }>().data;
    const reserves = await testApp.database.query("SELECT job_id FROM credit_ledger WHERE user_id = $1 AND kind = 'reserve' AND job_id = $2", [
      owner.user.id,
      accepted.id,
    ]);
    expect(reserves).toHaveLength(1);
    await testApp.app.inject({ method: 'POST', url: `/api/jobs/${accepted.id}/cancel`, headers: owner.headers });
  });

  it('cancelling a running job aborts its work and returns its credits', async () => {
    const user = await createTestUser(testApp);
    await grantCredits(testApp, user.user.id, 3);
    const image = await createImage(testApp, user.user.id);
    const job = await submitOk(testApp, user.headers, 'test-wait', { imageId: image.id, params: { delayMs: 30_000, cost: 2 } });
    expect(await balanceOf(testApp, user.user.id)).toBe(1);
    await waitForJob(testApp, user.headers, job.id, (state) => state.status === 'running' && state.progress > 0);
    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: user.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', outputs: [] });
    expect(await balanceOf(testApp, user.user.id)).toBe(3);

    // The single worker thread is free again at once (the 30 s task was really stopped).
    const next = await submitOk(testApp, user.headers, 'convert', { imageId: (await createImage(testApp, user.user.id)).id, params: {} });
    const started = Date.now();
    await waitForJob(testApp, user.headers, next.id);
    expect(Date.now() - started).toBeLessThan(10_000);
    const after = await getJob(testApp, user.headers, job.id);
    expect(after).toMatchObject({ status: 'cancelled', outputs: [] });
    expect(await testApp.database.query('SELECT id FROM generated_images WHERE job_id = $1', [job.id])).toHaveLength(0);

    // Cancelling again changes nothing and gives nothing back twice.
    const again = await testApp.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: user.headers });
    expect(again.json().data.status).toBe('cancelled');
    expect(await balanceOf(testApp, user.user.id)).toBe(3);
  });

  it('cancelling a queued job: it never runs', async () => {
    const user = await createTestUser(testApp);
    const blocker = await submitOk(testApp, user.headers, 'test-wait', { imageId: (await createImage(testApp, user.user.id)).id, params: { delayMs: 30_000, cost: 0 } });
    await waitForJob(testApp, user.headers, blocker.id, (state) => state.status === 'running');
    const queued = await submitOk(testApp, user.headers, 'convert', { imageId: (await createImage(testApp, user.user.id)).id, params: {} });
    expect((await getJob(testApp, user.headers, queued.id)).status).toBe('queued');
    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/jobs/${queued.id}/cancel`, headers: user.headers });
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', startedAt: null });
    await testApp.app.inject({ method: 'POST', url: `/api/jobs/${blocker.id}/cancel`, headers: user.headers });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await getJob(testApp, user.headers, queued.id)).toMatchObject({ status: 'cancelled', startedAt: null, outputs: [] });
  });

  it('a failing tool surfaces generation_error (localised, no stack trace) and releases the credits', async () => {
    const user = await createTestUser(testApp);
    await grantCredits(testApp, user.user.id, 2);
    const job = await submitOk(testApp, user.headers, 'test-wait', { imageId: (await createImage(testApp, user.user.id)).id, params: { failWith: 'crash' } });
    const failed = await waitForJob(testApp, user.headers, job.id);
    expect(failed).toMatchObject({ status: 'failed', outputs: [], error: { code: 'generation_error', message: 'Generation error' } });
    expect(JSON.stringify(failed)).not.toMatch(/stack|Simulated|\.ts:/);
    expect((await getJob(testApp, user.headers, job.id, 'ko')).error?.message).toBe('생성 오류');
    expect(await balanceOf(testApp, user.user.id)).toBe(2);
    const kinds = await testApp.database.query<{ kind: string; amount: number }>('SELECT kind, amount FROM credit_ledger WHERE job_id = $1 ORDER BY id', [job.id]);
    expect(kinds).toEqual([
      { kind: 'reserve', amount: -1 },
      { kind: 'release', amount: 1 },
    ]);
  });

  it('a tool may fail with a more specific catalogue code', async () => {
    const job = await submitOk(testApp, owner.headers, 'test-wait', { imageId: (await createImage(testApp, owner.user.id)).id, params: { failWith: 'image_corrupt', cost: 0 } });
    const failed = await waitForJob(testApp, owner.headers, job.id);
    expect(failed.error).toEqual({ code: 'image_corrupt', message: 'The image is damaged and cannot be read' });
  });

  it('lists my jobs, newest first, filtered by tool and status; other users see none of them', async () => {
    const user = await createTestUser(testApp);
    const ids: string[] = [];
    for (const format of ['png', 'jpg', 'webp'] as const) {
      const job = await submitOk(testApp, user.headers, 'convert', { imageId: (await createImage(testApp, user.user.id)).id, params: { format } });
      ids.push(job.id);
      await waitForJob(testApp, user.headers, job.id);
    }
    const failing = await submitOk(testApp, user.headers, 'test-wait', { imageId: (await createImage(testApp, user.user.id)).id, params: { failWith: 'crash', cost: 0 } });
    await waitForJob(testApp, user.headers, failing.id);

    const all = await testApp.app.inject({ method: 'GET', url: '/api/jobs', headers: user.headers });
    expect(all.json().total).toBe(4);
    expect(all.json().data.map((job: Job) => job.id)).toEqual([failing.id, ...ids.reverse()]);
    const converts = await testApp.app.inject({ method: 'GET', url: '/api/jobs?tool=convert&limit=2&offset=1', headers: user.headers });
    expect(converts.json().total).toBe(3);
    expect(converts.json().data.map((job: Job) => job.id)).toEqual(ids.slice(1, 3));
    const failed = await testApp.app.inject({ method: 'GET', url: '/api/jobs?status=failed', headers: user.headers });
    expect(failed.json().data.map((job: Job) => job.id)).toEqual([failing.id]);
    const badStatus = await testApp.app.inject({ method: 'GET', url: '/api/jobs?status=done', headers: user.headers });
    expect(badStatus.statusCode).toBe(400);

    const stranger = await createTestUser(testApp);
    const theirs = await testApp.app.inject({ method: 'GET', url: '/api/jobs', headers: stranger.headers });
    expect(theirs.json()).toEqual({ data: [], total: 0 });
    for (const url of [`/api/jobs/${ids[0]}`, `/api/jobs/${ids[0]}/cancel`]) {
      const response = await testApp.app.inject({ method: url.endsWith('cancel') ? 'POST' : 'GET', url, headers: stranger.headers });
      expect(response.statusCode).toBe(404);
    }
  });

  it('lists the tools with their cost; the test-only tool stays out of the list and the docs', async () => {
    const tools = await testApp.app.inject({ method: 'GET', url: '/api/tools' });
    expect(tools.json().data).toContainEqual({ name: 'convert', cost: 0, available: true, engine: null, maxOutputSide: 4096 });
    expect(tools.json().data.map((tool: { name: string }) => tool.name)).not.toContain('test-wait');
    const spec = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths['/api/tools/convert'].post.requestBody).toBeDefined();
    expect(spec.paths['/api/tools/test-wait']).toBeUndefined();
    for (const path of ['/api/jobs', '/api/jobs/{id}', '/api/jobs/{id}/cancel', '/api/jobs/{id}/events', '/api/credits', '/api/tools']) {
      const operations = Object.values(spec.paths[path] as Record<string, { tags?: string[]; summary?: string }>);
      for (const operation of operations) {
        expect(operation.tags?.length).toBeGreaterThan(0);
        expect(operation.summary).toBeTruthy();
      }
    }
  });
});
