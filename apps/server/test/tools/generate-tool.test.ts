import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createImage, getJob, grantCredits, submit, submitOk, waitForJob } from '../jobs/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';

function cutoutPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="200"><rect x="30" y="20" width="60" height="170" rx="12" fill="#1f4e8c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('generate tool over HTTP (PGlite, worker threads)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 20);
  });
  afterAll(() => testApp.close());

  it('renders quantity scenes at the chosen size with the gallery fields, one credit each, engine studio', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    const params = { prompt: 'on a (marble table)1.3, warm light', negativePrompt: 'spheres', style: 'luxury', theme: 'new-year', size: '3:4', quantity: 2, seed: 5 };
    const job = await submitOk(testApp, owner.headers, 'generate', { imageId: image.id, params });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 60_000);
    expect(done.status).toBe('succeeded');
    expect(done.engine).toBe('studio');
    expect(done.outputs).toHaveLength(2);
    for (const output of done.outputs) expect(output).toMatchObject({ width: 768, height: 1024 });
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - 2);
    const gallery = await testApp.app.inject({ method: 'GET', url: '/api/generated-images?tool=generate', headers: owner.headers });
    expect(gallery.statusCode).toBe(200);
    const entries = gallery.json<{ data: Record<string, unknown>[] }>().data.filter((entry) => entry.jobId === job.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ prompt: params.prompt, negativePrompt: 'spheres', style: 'luxury', theme: 'new-year', size: '3:4', engine: 'studio', sourceImageId: image.id });
    // The Editor's history of one product: only outputs made from its image.
    const other = await createImage(testApp, owner.user.id, await cutoutPng());
    const ofProduct = await testApp.app.inject({ method: 'GET', url: `/api/generated-images?tool=generate&sourceImageId=${image.id}`, headers: owner.headers });
    expect(ofProduct.json<{ data: { jobId: string }[] }>().data.map((entry) => entry.jobId)).toEqual([job.id, job.id]);
    const ofOther = await testApp.app.inject({ method: 'GET', url: `/api/generated-images?sourceImageId=${other.id}`, headers: owner.headers });
    expect(ofOther.json<{ total: number }>().total).toBe(0);
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/generated-images?sourceImageId=nope', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('shows each scene of a batch on the running job as it finishes, and keeps those same images at the end', async () => {
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    const job = await submitOk(testApp, owner.headers, 'generate', { imageId: image.id, params: { prompt: 'concrete plinth', size: '16:9', quantity: 4, seed: 11 } });
    const seen = new Map<number, string[]>();
    let state = job;
    while (!['succeeded', 'failed', 'cancelled'].includes(state.status)) {
      if (state.status === 'running') seen.set(state.outputs.length, state.outputs.map((output) => output.imageId));
      await new Promise((resolve) => setTimeout(resolve, 15));
      state = await getJob(testApp, owner.headers, job.id);
    }
    expect(state.status).toBe('succeeded');
    // Seen while running: part of the batch, then more of it; never more than the quantity.
    const partial = [...seen.keys()].filter((count) => count > 0 && count < 4);
    expect(partial.length).toBeGreaterThan(0);
    const final = state.outputs.map((output) => output.imageId);
    expect(final).toHaveLength(4);
    for (const ids of seen.values()) expect(final.slice(0, ids.length)).toEqual(ids);
    // Reused, not stored twice: the job's images are exactly the four outputs.
    const rows = await testApp.database.query<{ id: string }>("SELECT id FROM images WHERE source_image_id = $1 AND purpose = 'output'", [image.id]);
    expect(rows.map((row) => row.id).sort()).toEqual([...final].sort());
  });

  it('cancelling mid-batch deletes the scenes already shown and keeps no output', async () => {
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    const job = await submitOk(testApp, owner.headers, 'generate', { imageId: image.id, params: { prompt: 'linen backdrop', size: '16:9', quantity: 4, seed: 12 } });
    const shown = await waitForJob(testApp, owner.headers, job.id, (state) => state.outputs.length > 0 || state.status !== 'running' && state.status !== 'queued', 60_000);
    expect(shown.status).toBe('running');
    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: owner.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ data: { outputs: unknown[] } }>().data.outputs).toEqual([]);
    await expect.poll(async () => (await testApp.database.query("SELECT id FROM images WHERE source_image_id = $1 AND purpose = 'output'", [image.id])).length, { timeout: 20_000 }).toBe(0);
    const generated = await testApp.database.query('SELECT id FROM generated_images WHERE job_id = $1', [job.id]);
    expect(generated).toEqual([]);
  });

  it('same seed, same image; a marketplace size comes out exact', async () => {
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    const params = { prompt: 'pastel podium', size: 'square-1000', seed: 99 };
    // One job per image at a time: the second run starts when the first has finished.
    const runOnce = async () => waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'generate', { imageId: image.id, params })).id, undefined, 60_000);
    const a = await runOnce();
    const b = await runOnce();
    expect(a?.outputs[0]).toMatchObject({ width: 1000, height: 1000 });
    const bytes = await Promise.all([a, b].map(async (job) => (await testApp.app.inject({ method: 'GET', url: job?.outputs[0]?.url ?? '', headers: owner.headers })).rawPayload));
    expect(bytes[0]?.equals(bytes[1] ?? Buffer.alloc(0))).toBe(true);
  });

  it.each([
    [{ prompt: '(marble)2' }, 'prompt_weight_out_of_range'],
    [{ prompt: '(marble table' }, 'prompt_unbalanced_parentheses'],
    [{ negativePrompt: 'x'.repeat(256) }, 'field_too_long'],
    [{ quantity: 5 }, 'validation_failed'],
    [{ style: 'baroque' }, 'validation_failed'],
    [{ size: '5:4' }, 'validation_failed'],
    [{ size: 'square-999' }, 'validation_failed'],
  ])('refuses %j with 400 and %s, spending nothing', async (params, code) => {
    const before = await balanceOf(testApp, owner.user.id);
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    const response = await submit(testApp, owner.headers, 'generate', { imageId: image.id, params });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(code);
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
  });
});
