import type { GeneratedImage, Inspiration } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { solidPng } from '../images/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';

/** The gallery's side of publishing (issue 21): each of my images says whether and where it is on the wall. */
describe.each(testDatabaseKinds)('gallery publications on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const request = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, user?: TestUser, payload?: object) =>
    testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const gallery = async (user: TestUser) => {
    const response = await request('GET', '/api/generated-images?limit=100', user);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: GeneratedImage[] }>().data;
  };
  const result = async (user: TestUser, tool: string, params: Record<string, unknown>) => {
    const image = await testApp.app.services.images.storeOutput(user.user.id, await solidPng(80, 80, { r: 200, g: 90, b: 40 }));
    const [job] = await testApp.database.db.insert(jobs).values({ userId: user.user.id, tool, status: 'succeeded', params, engine: 'test', finishedAt: new Date() }).returning();
    return (await testApp.app.services.generatedImages.create({ userId: user.user.id, tool, jobId: job.id, imageId: image.id, quantityIndex: 0, engine: 'test' })).id;
  };

  it('marks a published image in my gallery until I remove it, and only mine', async () => {
    const shared = await result(alice, 'upscale', { scale: 4, model: 'thick' });
    const kept = await result(alice, 'shadow', { presetId: 'square', controls: {} });
    expect((await gallery(alice)).map((item) => item.inspiration)).toEqual([null, null]);

    // A double submit (two clicks before the first answer) makes one look, whatever arrives first.
    const [first, second] = await Promise.all([
      request('POST', '/api/inspirations', alice, { generatedImageId: shared, category: 'electronics' }),
      request('POST', '/api/inspirations', alice, { generatedImageId: shared, category: 'electronics' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const look = first.json<{ data: Inspiration }>().data;
    expect(second.json<{ data: Inspiration }>().data.id).toBe(look.id);
    const wall = await request('GET', '/api/inspirations?tool=upscale&category=electronics&limit=100', alice);
    expect(wall.json<{ data: Inspiration[] }>().data.filter((item) => item.source === 'community').map((item) => item.id)).toEqual([look.id]);

    const items = await gallery(alice);
    expect(items.find((item) => item.id === shared)?.inspiration).toEqual({ id: look.id, category: 'electronics' });
    expect(items.find((item) => item.id === kept)?.inspiration).toBeNull();
    // Every answer that carries a gallery image says so (here: the favourite toggle).
    const favourite = await request('PATCH', `/api/generated-images/${shared}`, alice, { favorite: true });
    expect(favourite.json<{ data: GeneratedImage }>().data.inspiration).toEqual({ id: look.id, category: 'electronics' });

    // Bob sees nothing of it in his gallery, and cannot remove or publish it (404, not 403).
    const bobsOwn = await result(bob, 'upscale', { scale: 2 });
    expect((await gallery(bob)).map((item) => [item.id, item.inspiration])).toEqual([[bobsOwn, null]]);
    expect((await request('DELETE', `/api/inspirations/${look.id}`, bob)).statusCode).toBe(404);
    expect((await request('POST', '/api/inspirations', bob, { generatedImageId: shared, category: 'home' })).statusCode).toBe(404);
    expect((await gallery(alice)).find((item) => item.id === shared)?.inspiration?.id).toBe(look.id);

    expect((await request('DELETE', `/api/inspirations/${look.id}`, alice)).statusCode).toBe(204);
    expect((await request('DELETE', `/api/inspirations/${look.id}`, alice)).statusCode).toBe(404);
    expect((await gallery(alice)).find((item) => item.id === shared)?.inspiration).toBeNull();

    // Published again after removal: a new look, and the gallery points at it.
    const again = (await request('POST', '/api/inspirations', alice, { generatedImageId: shared, category: 'home' })).json<{ data: Inspiration }>().data;
    expect(again.id).not.toBe(look.id);
    expect((await gallery(alice)).find((item) => item.id === shared)?.inspiration).toEqual({ id: again.id, category: 'home' });
  });

  it('refuses to publish an infographic look tool from the gallery', async () => {
    const card = await result(alice, 'infographics', {});
    const refused = await request('POST', '/api/inspirations', alice, { generatedImageId: card, category: 'home' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('inspiration_tool_unsupported');
  });
});
