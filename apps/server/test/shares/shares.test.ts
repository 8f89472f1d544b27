import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { solidPng, uploadOk } from '../images/support';

const PUBLIC_URL = 'https://vitrina.example';

describe.each(testDatabaseKinds)('share links on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { PUBLIC_URL });
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const share = async (user: TestUser, entityType: string, entityId: string) => inject('POST', '/api/share', user, { entityType, entityId });
  const generated = async (user: TestUser, prompt: string) => {
    const image = await testApp.app.services.images.storeOutput(user.user.id, await solidPng(300, 200, { r: 5, g: 99, b: 5 }));
    const row = await testApp.app.services.generatedImages.create({
      userId: user.user.id, tool: 'create-background', jobId: randomUUID(), imageId: image.id, prompt, quantityIndex: 1, engine: 'test',
    });
    return { id: row.id, imageId: image.id };
  };

  it('creates an unguessable link and shows the image publicly with escaped Open Graph tags', async () => {
    const output = await generated(alice, 'Mug on "marble" <script>alert(1)</script> & co');
    const response = await share(alice, 'generated_image', output.id);
    expect(response.statusCode).toBe(201);
    const { token, url } = response.json<{ data: { token: string; url: string } }>().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes = 192 bits
    expect(url).toBe(`${PUBLIC_URL}/s/${token}`);

    const page = await inject('GET', `/s/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const imageUrl = `${PUBLIC_URL}/api/files/${output.imageId}?share=${token}`;
    expect(page.body).toContain(`<meta property="og:image" content="${imageUrl}">`);
    expect(page.body).toContain(`<meta property="og:url" content="${url}">`);
    expect(page.body).toContain('<meta property="og:image:width" content="300">');
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page.body).toContain('Mug on &#34;marble&#34; &#60;script&#62;alert(1)&#60;/script&#62; &#38; co');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(`<img src="/api/files/${output.imageId}?share=${token}"`);

    // The image behind the page, for anyone holding the token, and only that image.
    expect((await inject('GET', `/api/files/${output.imageId}?share=${token}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/files/${output.imageId}?share=${token}&w=64`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/files/${output.imageId}`)).statusCode).toBe(401);
    const other = await uploadOk(testApp, alice.headers, await solidPng(10, 10));
    expect((await inject('GET', `/api/files/${other.id}?share=${token}`)).statusCode).toBe(404);

    // Sharing again answers the same link.
    expect((await share(alice, 'generated_image', output.id)).json<{ data: { token: string } }>().data.token).toBe(token);
  });

  it('localises the page and writes it right to left in Arabic', async () => {
    const output = await generated(alice, '');
    const { token } = (await share(alice, 'generated_image', output.id)).json<{ data: { token: string } }>().data;
    const page = await testApp.app.inject({ method: 'GET', url: `/s/${token}`, headers: { 'accept-language': 'ar' } });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<title>صورة صُنعت باستخدام Vitrina</title>');
  });

  it('shares images and products; 404 for what is not mine; 404 for an infographic that is not mine', async () => {
    const image = await uploadOk(testApp, alice.headers, await solidPng(40, 40));
    expect((await share(alice, 'image', image.id)).statusCode).toBe(201);
    const product = (await inject('POST', '/api/products', alice, { imageId: image.id })).json<{ data: { id: string } }>().data;
    const productShare = await share(alice, 'product', product.id);
    expect(productShare.statusCode).toBe(201);
    const page = await inject('GET', `/s/${productShare.json<{ data: { token: string } }>().data.token}`);
    expect(page.statusCode).toBe(200);

    expect((await share(bob, 'image', image.id)).statusCode).toBe(404);
    expect((await share(bob, 'product', product.id)).statusCode).toBe(404);
    const system = (await inject('GET', '/api/products?scope=system', bob)).json<{ data: { id: string }[] }>().data[0];
    expect((await share(bob, 'product', system?.id ?? '')).statusCode).toBe(404);
    expect((await share(alice, 'product_infographic', randomUUID())).statusCode).toBe(404);
    expect((await share(alice, 'album', image.id)).statusCode).toBe(400);
    expect((await inject('POST', '/api/share', undefined, { entityType: 'image', entityId: image.id })).statusCode).toBe(401);
  });

  it('revokes: only the owner, then the page and the image answer 404', async () => {
    const output = await generated(alice, 'to be revoked');
    const { token } = (await share(alice, 'generated_image', output.id)).json<{ data: { token: string } }>().data;
    expect((await inject('DELETE', `/api/share/${token}`, bob)).statusCode).toBe(404);
    expect((await inject('GET', `/s/${token}`)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/share/${token}`, alice)).statusCode).toBe(204);
    const gone = await inject('GET', `/s/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.body).toContain('This link is no longer available');
    expect((await inject('GET', `/api/files/${output.imageId}?share=${token}`)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/share/${token}`, alice)).statusCode).toBe(404);
  });

  it('a link dies with its entity, and unknown tokens answer the 404 page', async () => {
    const output = await generated(alice, 'deleted later');
    const { token } = (await share(alice, 'generated_image', output.id)).json<{ data: { token: string } }>().data;
    expect((await inject('DELETE', `/api/generated-images/${output.id}`, alice)).statusCode).toBe(204);
    expect((await inject('GET', `/s/${token}`)).statusCode).toBe(404);
    expect((await inject('GET', '/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await inject('GET', '/s/short')).statusCode).toBe(404);
  });
});
