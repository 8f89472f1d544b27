import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { countRows, listFiles, solidPng, uploadOk } from '../images/support';
import { submitOk, waitForJob } from '../jobs/support';

interface ProductBody {
  id: string;
  name: string | null;
  system: boolean;
  image: { id: string; url: string; width: number; height: number };
}

describe.each(testDatabaseKinds)('products on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    testApp.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const createProduct = async (user: TestUser, colour: number) => {
    const image = await uploadOk(testApp, user.headers, await solidPng(100 + colour, 80, { r: colour, g: 10, b: 10 }));
    const response = await inject('POST', '/api/products', user, { imageId: image.id });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: ProductBody }>().data;
  };

  it('ships six system products, seeded idempotently, readable by every user', async () => {
    const response = await inject('GET', '/api/products?scope=system', alice);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: ProductBody[]; total: number }>();
    expect(body.total).toBe(6);
    expect(body.data.map((product) => product.name)).toEqual(['Backpack', 'Ceramic mug', 'Cosmetic jar', 'Headphones', 'Perfume bottle', 'Sneaker']);
    for (const product of body.data) {
      expect(product.system).toBe(true);
      expect(Math.max(product.image.width, product.image.height)).toBeGreaterThanOrEqual(1200);
    }
    // Seeding again adds nothing.
    const { loadSystemProductSeeds } = await import('../../src/services/system-products');
    expect(await testApp.app.services.products.seedSystemProducts(await loadSystemProductSeeds())).toBe(0);
    expect((await inject('GET', '/api/products?scope=system', bob)).json<{ total: number }>().total).toBe(6);
  });

  it('creates products from my uploads and lists them newest first with paging', async () => {
    const first = await createProduct(alice, 1);
    const second = await createProduct(alice, 2);
    const third = await createProduct(alice, 3);
    expect(first).toMatchObject({ system: false, name: null });
    const page = (await inject('GET', '/api/products?scope=my&limit=2&offset=0', alice)).json<{ data: ProductBody[]; total: number }>();
    expect(page.total).toBe(3);
    expect(page.data.map((product) => product.id)).toEqual([third.id, second.id]);
    const rest = (await inject('GET', '/api/products?limit=2&offset=2', alice)).json<{ data: ProductBody[] }>();
    expect(rest.data.map((product) => product.id)).toEqual([first.id]);
    expect((await inject('GET', '/api/products', bob)).json<{ total: number }>().total).toBe(0);
  });

  it('GET /products/:id answers my products and system ones; anyone else\'s is 404', async () => {
    const mine = await createProduct(alice, 5);
    expect((await inject('GET', `/api/products/${mine.id}`, alice)).json<{ data: ProductBody }>().data).toEqual(mine);
    expect((await inject('GET', `/api/products/${mine.id}`, bob)).statusCode).toBe(404);
    const system = (await inject('GET', '/api/products?scope=system', bob)).json<{ data: ProductBody[] }>().data[0];
    expect((await inject('GET', `/api/products/${system?.id}`, bob)).json<{ data: ProductBody }>().data.system).toBe(true);
    expect((await inject('GET', '/api/products/nope', alice)).statusCode).toBe(400);
  });

  it('adding the same image twice returns the same product', async () => {
    const image = await uploadOk(testApp, alice.headers, await solidPng(33, 33));
    const once = (await inject('POST', '/api/products', alice, { imageId: image.id })).json<{ data: ProductBody }>().data;
    const twice = (await inject('POST', '/api/products', alice, { imageId: image.id })).json<{ data: ProductBody }>().data;
    expect(twice.id).toBe(once.id);
  });

  it("refuses another user's image and system images as my product (404)", async () => {
    const image = await uploadOk(testApp, bob.headers, await solidPng(20, 20));
    expect((await inject('POST', '/api/products', alice, { imageId: image.id })).statusCode).toBe(404);
    const system = (await inject('GET', '/api/products?scope=system', alice)).json<{ data: ProductBody[] }>().data[0];
    expect((await inject('POST', '/api/products', alice, { imageId: system?.image.id })).statusCode).toBe(404);
    expect((await inject('POST', '/api/products', alice, { imageId: 'nope' })).statusCode).toBe(400);
  });

  it('deletes one product, its image row and its file', async () => {
    const product = await createProduct(alice, 40);
    const record = await testApp.app.services.images.getOwned(alice.user.id, product.image.id);
    const files = listFiles(testApp.config.filesDir).length;
    const images = await countRows(testApp, 'images');
    expect((await inject('DELETE', `/api/products/${product.id}`, bob)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/products/${product.id}`, alice)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/products/${product.id}`, alice)).statusCode).toBe(404);
    expect(await countRows(testApp, 'images')).toBe(images - 1);
    expect(listFiles(testApp.config.filesDir).length).toBe(files - 1);
    expect(await testApp.app.services.images.findById(record.id)).toBeUndefined();
    expect((await testApp.app.inject({ method: 'GET', url: product.image.url, headers: alice.headers })).statusCode).toBe(404);
  });

  it('keeps the image (and its file) when a job still uses it as input, while the product goes', async () => {
    const product = await createProduct(alice, 60);
    const job = await submitOk(testApp, alice.headers, 'convert', { imageId: product.image.id, params: {} });
    await waitForJob(testApp, alice.headers, job.id);
    expect((await inject('DELETE', `/api/products/${product.id}`, alice)).statusCode).toBe(204);
    expect((await inject('GET', '/api/products', alice)).json<{ data: ProductBody[] }>().data.map((p) => p.id)).not.toContain(product.id);
    expect((await testApp.app.inject({ method: 'GET', url: product.image.url, headers: alice.headers })).statusCode).toBe(200);
  });

  it('deletes many all-or-nothing: one foreign or system id and nothing is deleted', async () => {
    const mine = [await createProduct(bob, 50), await createProduct(bob, 51)];
    const alicesProduct = await createProduct(alice, 52);
    const system = (await inject('GET', '/api/products?scope=system', bob)).json<{ data: ProductBody[] }>().data[0];
    const ids = mine.map((product) => product.id);

    expect((await inject('DELETE', '/api/products', bob, { ids: [...ids, alicesProduct.id] })).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/products', bob, { ids: [...ids, system?.id] })).statusCode).toBe(404);
    expect((await inject('GET', '/api/products', bob)).json<{ total: number }>().total).toBe(2);

    expect((await inject('DELETE', '/api/products', bob, { ids })).statusCode).toBe(204);
    expect((await inject('GET', '/api/products', bob)).json<{ total: number }>().total).toBe(0);
    expect((await inject('GET', '/api/products?scope=system', bob)).json<{ total: number }>().total).toBe(6);
    expect((await inject('DELETE', '/api/products', bob, { ids: [] })).statusCode).toBe(400);
  });
});
