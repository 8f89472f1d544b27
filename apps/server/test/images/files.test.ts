import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { listFiles, uploadOk } from './support';

describe.each(testDatabaseKinds)('GET /api/files/:id on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let image: Awaited<ReturnType<typeof uploadOk>>;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
    const transparent = await sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    image = await uploadOk(testApp, alice.headers, transparent);
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('serves the stored file to its owner with type, length, ETag and private caching', async () => {
    const response = await get(image.url, alice.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(Number(response.headers['content-length'])).toBe(image.bytes);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.rawPayload.byteLength).toBe(image.bytes);
    const stored = await testApp.app.services.images.readBytes(await testApp.app.services.images.getOwned(alice.user.id, image.id));
    expect(response.rawPayload.equals(stored)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(image.url, alice.headers);
    const again = await get(image.url, { ...alice.headers, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
  });

  it("answers 404 for another user's file and for an unknown id, 401 without a token", async () => {
    expect((await get(image.url, bob.headers)).statusCode).toBe(404);
    expect((await get('/api/files/00000000-0000-4000-8000-000000000000', alice.headers)).statusCode).toBe(404);
    expect((await get(image.url)).statusCode).toBe(401);
    expect((await get('/api/files/not-a-uuid', alice.headers)).statusCode).toBe(400);
  });

  it('converts formats on request (alpha flattened onto white for JPEG)', async () => {
    const jpeg = await get(`${image.url}?format=jpg`, alice.headers);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(jpeg.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 400, hasAlpha: false });
    const [r, g, b] = await sharp(jpeg.rawPayload).raw().toBuffer();
    expect(r).toBeGreaterThan(240);
    expect(g).toBeGreaterThan(110); // half-transparent red on white is pink, not red on black
    expect(b).toBeGreaterThan(110);

    const webp = await get(`${image.url}?format=webp`, alice.headers);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
  });

  it('renders thumbnails snapped to the width ladder, never enlarged, and caches them', async () => {
    const thumb = await get(`${image.url}?w=200`, alice.headers);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers.etag).toMatch(/-256\.png"$/);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 256, height: 171, format: 'png' });

    const cached = listFiles(testApp.config.cacheDir);
    expect(cached.some((path) => path.endsWith('256.png'))).toBe(true);
    const again = await get(`${image.url}?w=250`, alice.headers);
    expect(again.rawPayload.equals(thumb.rawPayload)).toBe(true);

    const notEnlarged = await get(`${image.url}?w=2048&format=webp`, alice.headers);
    expect(await sharp(notEnlarged.rawPayload).metadata()).toMatchObject({ width: 600, format: 'webp' });

    expect((await get(`${image.url}?w=8`, alice.headers)).statusCode).toBe(400);
    expect((await get(`${image.url}?w=5000`, alice.headers)).statusCode).toBe(400);
    expect((await get(`${image.url}?format=gif`, alice.headers)).statusCode).toBe(400);
  });

  it('serves system images to everyone, signed in or not', async () => {
    const { data } = (await testApp.app.inject({ method: 'GET', url: '/api/products?scope=system', headers: alice.headers })).json<{
      data: { image: { url: string } }[];
    }>();
    const url = data[0]?.image.url ?? '';
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url, bob.headers)).statusCode).toBe(200);
  });

  it('lists the route in the OpenAPI document with its tag', async () => {
    const document = (await get('/api/openapi.json')).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(document.paths['/api/files/{id}']?.get?.tags).toEqual(['Images']);
    expect(document.paths['/api/images']?.post?.tags).toEqual(['Images']);
  });
});
