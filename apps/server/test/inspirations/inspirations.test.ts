import type { Inspiration } from '@vitrina/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { loadBuiltinLooks } from '../../src/services/inspirations/builtin-looks';
import { solidPng } from '../images/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';

type Page = { data: Inspiration[]; total: number };

describe.each(testDatabaseKinds)('inspiration wall on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let builtin: Inspiration[];
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
    builtin = await loadBuiltinLooks();
  });
  afterAll(() => testApp.close());

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const page = async (url: string, user?: TestUser) => {
    const response = await request('GET', url, user);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };

  /** A finished job of `tool` with `params` and its one gallery image, as the job runner leaves them. */
  const result = async (user: TestUser, tool: string, params: Record<string, unknown>) => {
    const image = await testApp.app.services.images.storeOutput(user.user.id, await solidPng(96, 64, { r: 30, g: 120, b: 200 }));
    const [job] = await testApp.database.db.insert(jobs).values({ userId: user.user.id, tool, status: 'succeeded', params, engine: 'test', finishedAt: new Date() }).returning();
    const row = await testApp.app.services.generatedImages.create({ userId: user.user.id, tool, jobId: job.id, imageId: image.id, quantityIndex: 0, engine: 'test' });
    return row.id;
  };

  it('serves the Community link and the operator guide link at run time', async () => {
    const response = await request('GET', '/api/config');
    expect(response.statusCode).toBe(200);
    // No OPERATOR_DOCS_URL: the guide this server serves itself.
    expect(response.json()).toEqual({ communityUrl: 'https://t.me/vitrina_community', operatorDocsUrl: '/api/operator-docs/engines' });
  });

  it('lists at least 36 built-in looks across every category and tool, paged without gaps or repeats', async () => {
    expect(builtin.length).toBeGreaterThanOrEqual(36);
    expect(new Set(builtin.map((look) => look.category)).size).toBe(7);
    expect(new Set(builtin.map((look) => look.recipe.tool)).size).toBe(7);
    expect(builtin.filter((look) => look.recipe.tool === 'infographics').length).toBeGreaterThanOrEqual(4);
    expect(new Set(builtin.filter((look) => look.recipe.tool === 'infographics').map((look) => look.category)).size).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    for (let offset = 0; offset < builtin.length; offset += 10) {
      const { data, total } = await page(`/api/inspirations?limit=10&offset=${offset}`);
      expect(total).toBe(builtin.length);
      seen.push(...data.map((look) => look.id));
    }
    expect(seen).toEqual(builtin.map((look) => look.id));
    expect((await page(`/api/inspirations?offset=${builtin.length}`)).data).toEqual([]);
    expect((await page('/api/inspirations')).data).toHaveLength(24);
  });

  it('gives every infographic look a default template and texts that name elements of it', async () => {
    const cards = builtin.filter((look) => look.recipe.tool === 'infographics');
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const look of cards) {
      const response = await request('GET', `/api/infographics/templates/${look.recipe.template}`, alice);
      expect(response.statusCode, look.id).toBe(200);
      const template = response.json<{ data: { system: boolean; state: { elements: { id: string; type: string }[] } } }>().data;
      expect(template.system).toBe(true);
      const texts = Object.keys(look.recipe.params.texts as Record<string, string>);
      expect(texts.length).toBeGreaterThan(0);
      const textIds = template.state.elements.filter((element) => element.type === 'text' || element.type === 'badge').map((element) => element.id);
      expect(textIds, look.id).toEqual(expect.arrayContaining(texts));
    }
  });

  it('filters by category and tool, and serves the built-in WebP files', async () => {
    const shoes = await page('/api/inspirations?category=shoes&limit=100');
    expect(shoes.data.length).toBeGreaterThan(0);
    expect(shoes.data.every((look) => look.category === 'shoes')).toBe(true);
    expect(shoes.total).toBe(builtin.filter((look) => look.category === 'shoes').length);
    const upscale = await page('/api/inspirations?tool=upscale&category=electronics');
    expect(upscale.data.length).toBeGreaterThan(0);
    expect(upscale.data.every((look) => look.recipe.tool === 'upscale' && look.category === 'electronics' && look.beforeUrl)).toBe(true);

    const look = upscale.data[0];
    for (const url of [look.imageUrl, look.thumbnailUrl, look.beforeUrl!]) {
      const file = await request('GET', url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    const thumbnail = await sharp((await request('GET', look.thumbnailUrl)).rawPayload).metadata();
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(320);
    expect((await request('GET', '/api/inspirations/assets/manifest.webp')).statusCode).toBe(404);
    expect((await request('GET', '/api/inspirations/assets/..%2Fmanifest.json')).statusCode).toBe(400);
  });

  it('publishes my result with its recipe, lists it after the built-in looks, and lets only me remove it', async () => {
    const generated = await result(alice, 'shadow', { presetId: 'shoes-top', controls: { softness: 0.4 }, maskImageId: '00000000-0000-4000-8000-000000000000' });
    const published = await request('POST', '/api/inspirations', alice, { generatedImageId: generated, category: 'shoes' });
    expect(published.statusCode).toBe(201);
    const look = published.json<{ data: Inspiration }>().data;
    expect(look).toMatchObject({ source: 'community', category: 'shoes', own: true, width: 96, height: 64, beforeUrl: null });
    expect(look.recipe).toEqual({ tool: 'shadow', style: null, theme: null, prompt: null, size: null, template: 'shoes-top', params: { presetId: 'shoes-top', controls: { softness: 0.4 } } });
    // Again: the same look, not a second one.
    expect((await request('POST', '/api/inspirations', alice, { generatedImageId: generated, category: 'shoes' })).json<{ data: Inspiration }>().data.id).toBe(look.id);

    const builtinShoes = builtin.filter((item) => item.category === 'shoes' && item.recipe.tool === 'shadow').length;
    const filtered = await page(`/api/inspirations?category=shoes&tool=shadow&offset=${builtinShoes - 1}&limit=2`, bob);
    expect(filtered.total).toBe(builtinShoes + 1);
    expect(filtered.data.map((item) => item.source)).toEqual(['builtin', 'community']);
    expect(filtered.data[1]).toMatchObject({ id: look.id, own: false });
    expect((await page('/api/inspirations?category=food&limit=100')).data.some((item) => item.id === look.id)).toBe(false);

    const image = await request('GET', look.thumbnailUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // Bob can neither publish Alice's result nor remove her look; built-in looks cannot be removed.
    expect((await request('POST', '/api/inspirations', bob, { generatedImageId: generated, category: 'shoes' })).statusCode).toBe(404);
    expect((await request('DELETE', `/api/inspirations/${look.id}`, bob)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/inspirations/${builtin[0].id}`, alice)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/inspirations/${look.id}`)).statusCode).toBe(401);

    expect((await request('DELETE', `/api/inspirations/${look.id}`, alice)).statusCode).toBe(204);
    expect((await page('/api/inspirations?tool=shadow&limit=100')).data.some((item) => item.id === look.id)).toBe(false);
    expect((await request('GET', look.imageUrl)).statusCode).toBe(404);
  });

  it('keeps private references out of a recipe and refuses tools the wall does not show', async () => {
    const generated = await result(alice, 'generate', { prompt: 'marble', style: 'luxury', theme: 'none', size: '3:4', quantity: 1 });
    const look = (await request('POST', '/api/inspirations', alice, { generatedImageId: generated, category: 'cosmetics' })).json<{ data: Inspiration }>().data;
    expect(look.recipe).toMatchObject({ tool: 'generate', prompt: 'marble', style: 'luxury', theme: 'none', size: '3:4' });

    const backdrop = await result(alice, 'create-background', { background: { type: 'image', imageId: '00000000-0000-4000-8000-000000000000' }, sizeId: 'square-1000' });
    const withBackdrop = (await request('POST', '/api/inspirations', alice, { generatedImageId: backdrop, category: 'home' })).json<{ data: Inspiration }>().data;
    expect(withBackdrop.recipe).toMatchObject({ tool: 'create-background', size: 'square-1000', template: null, params: { sizeId: 'square-1000' } });

    const cutout = await result(alice, 'remove-background', {});
    const refused = await request('POST', '/api/inspirations', alice, { generatedImageId: cutout, category: 'home' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('inspiration_tool_unsupported');
  });

  it('answers 400 to bad input', async () => {
    for (const url of ['/api/inspirations?category=toys', '/api/inspirations?tool=paint', '/api/inspirations?limit=0', '/api/inspirations?limit=101', '/api/inspirations?offset=-1']) {
      expect((await request('GET', url)).statusCode, url).toBe(400);
    }
    const generated = await result(alice, 'upscale', { scale: 4 });
    for (const body of [{ generatedImageId: generated }, { generatedImageId: generated, category: 'toys' }, { generatedImageId: 'nope', category: 'home' }, { generatedImageId: generated, category: 'home', extra: 1 }]) {
      expect((await request('POST', '/api/inspirations', alice, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await request('DELETE', '/api/inspirations/not-a-uuid', alice)).statusCode).toBe(400);
    expect((await request('POST', '/api/inspirations', undefined, { generatedImageId: generated, category: 'home' })).statusCode).toBe(401);
  });
});
