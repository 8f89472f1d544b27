import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LocalFileStorage } from '../../src/adapters/storage';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { countRows, listFiles, solidPng, uploadOk } from '../images/support';
import { unzipEntries as unzip } from '../../../../e2e/support/zip';

interface GeneratedBody {
  id: string;
  tool: string;
  prompt: string | null;
  favorite: boolean;
  quantityIndex: number;
  sourceImageId: string | null;
  jobId: string;
  image: { id: string; url: string; format: string };
}


describe.each(testDatabaseKinds)('generated images and gallery on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, user: TestUser, payload?: object) =>
    testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  /** What the jobs code does with an engine output: store it, then record it. */
  const generate = async (user: TestUser, tool: string, options: { prompt?: string; colour?: number; sourceImageId?: string } = {}) => {
    const bytes = await solidPng(64, 32, { r: options.colour ?? 90, g: 40, b: 200 });
    const image = await testApp.app.services.images.storeOutput(user.user.id, bytes, { sourceImageId: options.sourceImageId });
    const row = await testApp.app.services.generatedImages.create({
      userId: user.user.id,
      tool,
      jobId: randomUUID(),
      imageId: image.id,
      sourceImageId: options.sourceImageId,
      prompt: options.prompt,
      quantityIndex: 0,
      engine: 'test-engine',
    });
    return row.id;
  };

  it('lists my generated images newest first, filtered by tool and favourite', async () => {
    const source = await uploadOk(testApp, alice.headers, await solidPng(50, 50));
    const a = await generate(alice, 'remove-background', { sourceImageId: source.id });
    const b = await generate(alice, 'upscale', { prompt: 'studio light' });
    const c = await generate(alice, 'remove-background');
    await generate(bob, 'remove-background');

    const all = (await inject('GET', '/api/generated-images', alice)).json<{ data: GeneratedBody[]; total: number }>();
    expect(all.total).toBe(3);
    expect(all.data.map((item) => item.id)).toEqual([c, b, a]);
    expect(all.data[1]).toMatchObject({ tool: 'upscale', prompt: 'studio light', favorite: false, quantityIndex: 0 });
    expect(all.data[2]?.sourceImageId).toBe(source.id);
    expect(all.data[2]?.image.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const removals = (await inject('GET', '/api/generated-images?tool=remove-background', alice)).json<{ data: GeneratedBody[]; total: number }>();
    expect(removals.data.map((item) => item.id)).toEqual([c, a]);
    expect(removals.total).toBe(2);

    const paged = (await inject('GET', '/api/generated-images?limit=1&offset=1', alice)).json<{ data: GeneratedBody[]; total: number }>();
    expect(paged.data.map((item) => item.id)).toEqual([b]);
    expect(paged.total).toBe(3);

    const patched = await inject('PATCH', `/api/generated-images/${b}`, alice, { favorite: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<{ data: GeneratedBody }>().data.favorite).toBe(true);
    const favourites = (await inject('GET', '/api/generated-images?favorite=true', alice)).json<{ data: GeneratedBody[] }>();
    expect(favourites.data.map((item) => item.id)).toEqual([b]);
    const others = (await inject('GET', '/api/generated-images?favorite=false', alice)).json<{ data: GeneratedBody[] }>();
    expect(others.data.map((item) => item.id)).toEqual([c, a]);
    expect((await inject('GET', '/api/generated-images?favorite=maybe', alice)).statusCode).toBe(400);
  });

  it("answers 404 for another user's generated image on every id route", async () => {
    const id = await generate(alice, 'shadow');
    expect((await inject('PATCH', `/api/generated-images/${id}`, bob, { favorite: true })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/generated-images/${id}`, bob)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/generated-images', bob, { ids: [id] })).statusCode).toBe(404);
    expect((await inject('POST', '/api/generated-images/download', bob, { ids: [id] })).statusCode).toBe(404);
    expect((await inject('GET', `/api/generated-images?tool=shadow`, bob)).json<{ total: number }>().total).toBe(0);
  });

  it('deletes one and many (all-or-nothing), removing the output files', async () => {
    const ids = [await generate(bob, 'inpaint', { colour: 1 }), await generate(bob, 'inpaint', { colour: 2 }), await generate(bob, 'inpaint', { colour: 3 })];
    const foreign = await generate(alice, 'inpaint', { colour: 4 });
    const files = listFiles(testApp.config.filesDir).length;

    expect((await inject('DELETE', '/api/generated-images', bob, { ids: [ids[1], foreign] })).statusCode).toBe(404);
    expect((await inject('GET', '/api/generated-images?tool=inpaint', bob)).json<{ total: number }>().total).toBe(3);

    expect((await inject('DELETE', `/api/generated-images/${ids[0]}`, bob)).statusCode).toBe(204);
    expect((await inject('DELETE', '/api/generated-images', bob, { ids: [ids[1], ids[2]] })).statusCode).toBe(204);
    expect((await inject('GET', '/api/generated-images?tool=inpaint', bob)).json<{ total: number }>().total).toBe(0);
    expect(listFiles(testApp.config.filesDir).length).toBe(files - 3);
  });

  it('downloads a zip whose entries are the stored files byte for byte', async () => {
    const ids = [await generate(alice, 'outpaint', { colour: 10 }), await generate(alice, 'outpaint', { colour: 11 })];
    const response = await inject('POST', '/api/generated-images/download', alice, { ids });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="vitrina-images-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual([`outpaint-001-${ids[0]?.slice(0, 8)}.png`, `outpaint-002-${ids[1]?.slice(0, 8)}.png`]);
    const list = (await inject('GET', '/api/generated-images?tool=outpaint', alice)).json<{ data: GeneratedBody[] }>().data;
    for (const [index, id] of ids.entries()) {
      const item = list.find((candidate) => candidate.id === id);
      const file = await testApp.app.inject({ method: 'GET', url: item?.image.url ?? '', headers: alice.headers });
      expect([...entries.values()][index]?.equals(file.rawPayload)).toBe(true);
    }
  });

  it('converts every entry when a format is asked for', async () => {
    const ids = [await generate(alice, 'upscale', { colour: 20 })];
    const response = await inject('POST', '/api/generated-images/download', alice, { ids, format: 'jpg' });
    const entries = await unzip(response.rawPayload);
    const [name, bytes] = [...entries.entries()][0] ?? ['', Buffer.alloc(0)];
    expect(name).toMatch(/\.jpg$/);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('answers archive_error (500) when a stored file is missing, before streaming', async () => {
    const id = await generate(alice, 'watermark', { colour: 30 });
    const [row] = await testApp.database.query<{ storage_key: string }>(
      'SELECT i.storage_key FROM generated_images g JOIN images i ON i.id = g.image_id WHERE g.id = $1',
      [id],
    );
    await new LocalFileStorage(testApp.config.filesDir).delete(row?.storage_key ?? '');
    const response = await inject('POST', '/api/generated-images/download', alice, { ids: [id] });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'archive_error', message: 'Error adding file to archive' } });
    expect(await countRows(testApp, 'generated_images')).toBeGreaterThan(0);
  });
});
