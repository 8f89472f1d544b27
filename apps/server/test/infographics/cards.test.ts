import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { countRows, solidPng, uploadOk } from '../images/support';
import { GIF_BYTES } from '../images/fixtures';
import { call, cardPng, dataUrl, generatedImage, sampleState, unzip } from './support';

interface Source {
  id: string;
  type: string;
  productId: string | null;
  generatedImageId: string | null;
  image: { id: string };
}
interface Card {
  id: string;
  sourceId: string;
  productId: string | null;
  image: { id: string; url: string };
  state?: Record<string, unknown>;
}

describe.each(testDatabaseKinds)('infographics cards and sources on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const source = async (user: TestUser, image: string) => {
    const response = await call(testApp, user, 'POST', '/api/infographics/sources/image', { image });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Source }>().data;
  };
  const card = async (user: TestUser, sourceId: string, image?: string) => {
    const response = await call(testApp, user, 'POST', '/api/infographics', { sourceId, image: image ?? dataUrl(await cardPng()), state: sampleState() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Card }>().data;
  };

  it('POST /infographics/sources/{type}: image by id (idempotent), by data URL, a product photo, a system product, a generated image', async () => {
    const photo = await uploadOk(testApp, alice.headers);
    const first = await source(alice, photo.id);
    expect(first).toMatchObject({ type: 'image', productId: null, generatedImageId: null, image: { id: photo.id } });
    expect((await source(alice, photo.id)).id).toBe(first.id);

    const fromDataUrl = await source(alice, dataUrl(await solidPng(40, 30), 'image/png'));
    expect(fromDataUrl.image.id).not.toBe(photo.id);

    const productPhoto = await uploadOk(testApp, alice.headers, await solidPng(33, 33));
    const product = (await call(testApp, alice, 'POST', '/api/products', { imageId: productPhoto.id })).json<{ data: { id: string } }>().data;
    expect((await source(alice, productPhoto.id)).productId).toBe(product.id);

    const system = (await call(testApp, alice, 'GET', '/api/products?scope=system')).json<{ data: { id: string; image: { id: string } }[] }>().data[0];
    expect(system).toBeDefined();
    if (system) expect((await source(alice, system.image.id)).productId).toBe(system.id);

    const generatedId = await generatedImage(testApp, alice, productPhoto.id);
    const generated = await call(testApp, alice, 'POST', '/api/infographics/sources/generated', { generatedImageId: generatedId });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(generated.json<{ data: Source }>().data).toMatchObject({ type: 'generated', generatedImageId: generatedId, productId: product.id });

    // Another user's ids are not found; an unknown type is not a route.
    expect((await call(testApp, bob, 'POST', '/api/infographics/sources/image', { image: photo.id })).statusCode).toBe(404);
    expect((await call(testApp, bob, 'POST', '/api/infographics/sources/generated', { generatedImageId: generatedId })).statusCode).toBe(404);
    expect((await call(testApp, alice, 'POST', '/api/infographics/sources/video', { image: photo.id })).statusCode).toBe(404);
    expect((await call(testApp, alice, 'POST', '/api/infographics/sources/image', { image: dataUrl(GIF_BYTES, 'image/gif') })).statusCode).toBe(400);

    const images = await call(testApp, alice, 'GET', '/api/infographics/sources?criteria[type]=image');
    expect(images.statusCode).toBe(200);
    const listed = images.json<{ data: Source[]; total: number }>();
    expect(listed.data.every((item) => item.type === 'image')).toBe(true);
    expect(listed.total).toBe(4);
    const generatedList = (await call(testApp, alice, 'GET', '/api/infographics/sources?criteria[type]=generated')).json<{ data: Source[] }>().data;
    expect(generatedList.map((item) => item.generatedImageId)).toEqual([generatedId]);
    expect((await call(testApp, bob, 'GET', '/api/infographics/sources?criteria[type]=image')).json<{ total: number }>().total).toBe(0);

    // Narrowed to one image, or to some ids; another user's image or ids list nothing.
    const ofPhoto = (await call(testApp, alice, 'GET', `/api/infographics/sources?criteria[imageId]=${photo.id}`)).json<{ data: Source[] }>().data;
    expect(ofPhoto.map((item) => item.image.id)).toEqual([photo.id]);
    const byIds = (await call(testApp, alice, 'GET', `/api/infographics/sources?criteria[id]=${ofPhoto[0]?.id},${generated.json<{ data: Source }>().data.id}`)).json<{ data: Source[] }>().data;
    expect(byIds.map((item) => item.type).sort()).toEqual(['generated', 'image']);
    expect((await call(testApp, bob, 'GET', `/api/infographics/sources?criteria[imageId]=${photo.id}`)).json<{ total: number }>().total).toBe(0);
    expect((await call(testApp, bob, 'GET', `/api/infographics/sources?criteria[id]=${ofPhoto[0]?.id}`)).json<{ total: number }>().total).toBe(0);
    expect((await call(testApp, alice, 'GET', '/api/infographics/sources?criteria[imageId]=nope')).statusCode).toBe(400);
  });

  it('POST /infographics saves image + state (id or data URL); bad states are 400 and write nothing', async () => {
    const src = await source(alice, (await uploadOk(testApp, alice.headers)).id);
    const rendered = await uploadOk(testApp, alice.headers, await cardPng(70));
    const byId = await card(alice, src.id, rendered.id);
    expect(byId).toMatchObject({ sourceId: src.id, image: { id: rendered.id } });
    expect(byId.state).toEqual(sampleState());
    const byDataUrl = await card(alice, src.id);
    expect(byDataUrl.image.id).not.toBe(rendered.id);

    const before = { cards: await countRows(testApp, 'infographics'), images: await countRows(testApp, 'images') };
    for (const state of [{}, { version: 1, canvas: { width: 900, height: 1200 }, elements: 'no' }, { ...sampleState(), elements: [{ id: 'a', type: 'text' }, { id: 'a', type: 'text' }] }]) {
      const response = await call(testApp, alice, 'POST', '/api/infographics', { sourceId: src.id, image: dataUrl(await cardPng()), state });
      expect(response.statusCode, JSON.stringify(state)).toBe(400);
      expect(response.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({ code: 'editor_state_invalid', fields: { state: 'The card design is damaged and cannot be opened' } });
    }
    const notAnImage = await call(testApp, alice, 'POST', '/api/infographics', { sourceId: src.id, image: dataUrl(Buffer.from('hello'), 'image/png'), state: sampleState() });
    expect([notAnImage.statusCode, notAnImage.json<{ error: { code: string } }>().error.code]).toEqual([415, 'file_type']);
    const tooBig = await call(testApp, alice, 'POST', '/api/infographics', { sourceId: src.id, image: dataUrl(await solidPng(2048, 10)), state: sampleState() });
    expect([tooBig.statusCode, tooBig.json<{ error: { code: string } }>().error.code]).toEqual([422, 'image_too_big']);
    expect({ cards: await countRows(testApp, 'infographics'), images: await countRows(testApp, 'images') }).toEqual(before);

    // Strangers: someone else's source or image id is not found.
    expect((await call(testApp, bob, 'POST', '/api/infographics', { sourceId: src.id, image: dataUrl(await cardPng()), state: sampleState() })).statusCode).toBe(404);
    const bobSource = await source(bob, (await uploadOk(testApp, bob.headers)).id);
    expect((await call(testApp, bob, 'POST', '/api/infographics', { sourceId: bobSource.id, image: rendered.id, state: sampleState() })).statusCode).toBe(404);

    const got = await call(testApp, alice, 'GET', `/api/infographics/${byId.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json<{ data: Card }>().data).toEqual(byId);
    expect((await call(testApp, bob, 'GET', `/api/infographics/${byId.id}`)).statusCode).toBe(404);
  });

  it('GET /infographics: orderBy[createdAt], limit, offset, criteria[sourceId] and criteria[productId] comma lists', async () => {
    const user = await createTestUser(testApp);
    const photoA = await uploadOk(testApp, user.headers, await solidPng(20, 20));
    const product = (await call(testApp, user, 'POST', '/api/products', { imageId: photoA.id })).json<{ data: { id: string } }>().data;
    const a = await source(user, photoA.id);
    const b = await source(user, (await uploadOk(testApp, user.headers, await solidPng(21, 21))).id);
    const c = await source(user, (await uploadOk(testApp, user.headers, await solidPng(22, 22))).id);
    const made = [await card(user, a.id), await card(user, b.id), await card(user, a.id), await card(user, c.id)];
    expect(made[0]?.productId).toBe(product.id);

    const newest = (await call(testApp, user, 'GET', '/api/infographics?orderBy[createdAt]=desc&limit=3&offset=0')).json<{ data: Card[]; total: number }>();
    expect(newest.total).toBe(4);
    expect(newest.data.map((item) => item.id)).toEqual(made.slice(1).reverse().map((item) => item.id));
    expect(newest.data[0]?.state).toBeUndefined();
    const oldest = (await call(testApp, user, 'GET', '/api/infographics?orderBy[createdAt]=asc&limit=2&offset=1')).json<{ data: Card[] }>();
    expect(oldest.data.map((item) => item.id)).toEqual([made[1]?.id, made[2]?.id]);

    const bySources = (await call(testApp, user, 'GET', `/api/infographics?orderBy[createdAt]=desc&limit=10&offset=0&criteria[sourceId]=${a.id},${c.id}`)).json<{ data: Card[]; total: number }>();
    expect(bySources.total).toBe(3);
    expect(new Set(bySources.data.map((item) => item.sourceId))).toEqual(new Set([a.id, c.id]));
    const byProduct = (await call(testApp, user, 'GET', `/api/infographics?criteria[productId]=${product.id}`)).json<{ data: Card[] }>();
    expect(byProduct.data.map((item) => item.id)).toEqual([made[2]?.id, made[0]?.id]);

    // What a browser's URLSearchParams sends: brackets and commas percent-encoded.
    const encoded = new URLSearchParams({ 'orderBy[createdAt]': 'asc', limit: '10', offset: '0', 'criteria[sourceId]': `${a.id},${c.id}` }).toString();
    expect(encoded).toContain('orderBy%5BcreatedAt%5D=asc');
    const viaBrowser = (await call(testApp, user, 'GET', `/api/infographics?${encoded}`)).json<{ data: Card[] }>();
    expect(viaBrowser.data.map((item) => item.id)).toEqual([made[0]?.id, made[2]?.id, made[3]?.id]);
    expect((await call(testApp, bob, 'GET', `/api/infographics?criteria[sourceId]=${a.id}`)).statusCode).toBe(404);
    expect((await call(testApp, bob, 'GET', `/api/infographics?criteria[productId]=${product.id}`)).statusCode).toBe(404);
    expect((await call(testApp, user, 'GET', '/api/infographics?criteria[sourceId]=not-a-uuid')).statusCode).toBe(400);
    expect((await call(testApp, user, 'GET', '/api/infographics?orderBy[createdAt]=sideways')).statusCode).toBe(400);
    expect((await call(testApp, bob, 'GET', '/api/infographics?orderBy[createdAt]=desc')).json<{ data: Card[] }>().data.map((item) => item.id)).not.toContain(made[0]?.id);
  });

  it('previews: 6 per source (GET /infographics/sources/image/infographics) and per product (GET /products/infographics)', async () => {
    const user = await createTestUser(testApp);
    const photo = await uploadOk(testApp, user.headers, await solidPng(24, 24));
    const product = (await call(testApp, user, 'POST', '/api/products', { imageId: photo.id })).json<{ data: { id: string } }>().data;
    const busy = await source(user, photo.id);
    const quiet = await source(user, (await uploadOk(testApp, user.headers, await solidPng(25, 25))).id);
    const made: Card[] = [];
    for (let index = 0; index < 7; index += 1) made.push(await card(user, busy.id));
    const single = await card(user, quiet.id);

    const bySource = await call(testApp, user, 'GET', '/api/infographics/sources/image/infographics?criteria[limitInfographicsOnSource]=6');
    expect(bySource.statusCode, bySource.body).toBe(200);
    const sources = bySource.json<{ data: (Source & { infographics: Card[]; infographicsTotal: number })[] }>().data;
    const busyEntry = sources.find((entry) => entry.id === busy.id);
    expect(busyEntry?.infographics.map((item) => item.id)).toEqual(made.slice(1).reverse().map((item) => item.id));
    expect(busyEntry?.infographicsTotal).toBe(7);
    expect(sources.find((entry) => entry.id === quiet.id)?.infographics.map((item) => item.id)).toEqual([single.id]);

    const byProduct = await call(testApp, user, 'GET', '/api/products/infographics?criteria[limitInfographicsOnProduct]=6');
    expect(byProduct.statusCode, byProduct.body).toBe(200);
    const products = byProduct.json<{ data: { productId: string; infographics: Card[]; infographicsTotal: number }[]; total: number }>();
    expect(products.total).toBe(1);
    expect(products.data[0]).toMatchObject({ productId: product.id, infographicsTotal: 7 });
    expect(products.data[0]?.infographics).toHaveLength(6);
    expect((await call(testApp, bob, 'GET', '/api/products/infographics?criteria[limitInfographicsOnProduct]=6')).json<{ total: number }>().total).toBe(0);
  });

  it('PUT /infographics/{id} {data}: replaces state and/or image; bad bodies 400; strangers 404', async () => {
    const src = await source(alice, (await uploadOk(testApp, alice.headers, await solidPng(26, 26))).id);
    const saved = await card(alice, src.id);
    const state = sampleState('sale-badge');
    const updated = await call(testApp, alice, 'PUT', `/api/infographics/${saved.id}`, { data: { state } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: Card }>().data.state).toEqual(state);
    const reimaged = await call(testApp, alice, 'PUT', `/api/infographics/${saved.id}`, { data: { image: dataUrl(await cardPng(200), 'image/png') } });
    expect(reimaged.json<{ data: Card }>().data.image.id).not.toBe(saved.image.id);
    expect((await call(testApp, alice, 'GET', `/api/files/${saved.image.id}`)).statusCode).toBe(404);

    expect((await call(testApp, alice, 'PUT', `/api/infographics/${saved.id}`, { data: {} })).statusCode).toBe(400);
    expect((await call(testApp, alice, 'PUT', `/api/infographics/${saved.id}`, { state })).statusCode).toBe(400);
    expect((await call(testApp, alice, 'PUT', `/api/infographics/${saved.id}`, { data: { state: { version: 'x' } } })).statusCode).toBe(400);
    expect((await call(testApp, bob, 'PUT', `/api/infographics/${saved.id}`, { data: { state } })).statusCode).toBe(404);
    expect((await call(testApp, alice, 'GET', `/api/infographics/${saved.id}`)).json<{ data: Card }>().data.state).toEqual(state);
  });

  it('POST /infographics/download {ids} streams a zip of the cards; POST /share; DELETE one and many', async () => {
    const src = await source(alice, (await uploadOk(testApp, alice.headers, await solidPng(27, 27))).id);
    const cards = [await card(alice, src.id, dataUrl(await cardPng(10))), await card(alice, src.id, dataUrl(await cardPng(250), 'image/png'))];
    const ids = cards.map((item) => item.id);

    const download = await call(testApp, alice, 'POST', '/api/infographics/download', { ids });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const entries = await unzip(download.rawPayload);
    expect([...entries.keys()]).toEqual([`infographic-001-${ids[0]?.slice(0, 8)}.png`, `infographic-002-${ids[1]?.slice(0, 8)}.png`]);
    const stored = await call(testApp, alice, 'GET', cards[1]?.image.url ?? '');
    expect(entries.get(`infographic-002-${ids[1]?.slice(0, 8)}.png`)?.equals(stored.rawPayload)).toBe(true);
    expect((await call(testApp, bob, 'POST', '/api/infographics/download', { ids })).statusCode).toBe(404);

    const share = await call(testApp, alice, 'POST', '/api/share', { entityType: 'product_infographic', entityId: ids[0] });
    expect(share.statusCode, share.body).toBe(201);
    const token = share.json<{ data: { token: string } }>().data.token;
    expect((await testApp.app.inject({ method: 'GET', url: `/s/${token}` })).statusCode).toBe(200);
    expect((await call(testApp, bob, 'POST', '/api/share', { entityType: 'product_infographic', entityId: ids[0] })).statusCode).toBe(404);

    const bobCard = await card(bob, (await source(bob, (await uploadOk(testApp, bob.headers)).id)).id);
    expect((await call(testApp, alice, 'DELETE', '/api/infographics', { ids: [ids[1], bobCard.id] })).statusCode).toBe(404);
    expect((await call(testApp, alice, 'GET', `/api/infographics/${ids[1]}`)).statusCode).toBe(200);
    expect((await call(testApp, bob, 'DELETE', `/api/infographics/${ids[0]}`)).statusCode).toBe(404);

    expect((await call(testApp, alice, 'DELETE', `/api/infographics/${ids[0]}`)).statusCode).toBe(204);
    expect((await call(testApp, alice, 'GET', `/api/infographics/${ids[0]}`)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/s/${token}` })).statusCode).toBe(404);
    expect((await call(testApp, alice, 'DELETE', '/api/infographics', { ids: [ids[1]] })).statusCode).toBe(204);
    expect((await call(testApp, alice, 'GET', `/api/infographics/${ids[1]}`)).statusCode).toBe(404);
    expect((await call(testApp, bob, 'GET', `/api/infographics/${bobCard.id}`)).statusCode).toBe(200);
  });
});
