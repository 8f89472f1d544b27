import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { countRows, noisyJpeg, solidPng, uploadOk } from '../images/support';
import { call, dataUrl, sampleState } from './support';

interface Sticker {
  id: string;
  system: boolean;
  category: string | null;
  categoryLabel: string | null;
  url: string;
  image: { id: string | null; format: string };
}
interface Template {
  id: string;
  system: boolean;
  name: string | null;
  image: { id: string | null; url: string };
  state: Record<string, unknown>;
}

const SPEC_CATEGORIES = ['3D icons', 'Animals', 'Arrows', 'Badges', 'Blobs', 'Delivery', 'Emoji', 'Emotions', 'Feet', 'Fruits', 'Geometry', 'Girls', 'Hands', 'Labels', 'Like', 'Ribbons', 'Sale', 'Shadows', 'Tables', 'Baby', 'Icons', 'Kids', 'Athletes', 'Color icons', 'Decor', 'Holograms'];

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject width="64" height="64"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <image href="https://evil.example/track.png" width="64" height="64"/>
  <rect width="64" height="64" fill="#00ff00" onclick="steal()" style="fill:url(https://evil.example/x)"/>
</svg>`;

describe.each(testDatabaseKinds)('infographics stickers and templates on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  it('GET /infographics/stickers lists all 26 system categories with real SVG art anyone can load', async () => {
    const response = await call(testApp, alice, 'GET', '/api/infographics/stickers');
    expect(response.statusCode).toBe(200);
    const stickers = response.json<{ data: Sticker[] }>().data;
    const labels = new Set(stickers.filter((sticker) => sticker.system).map((sticker) => sticker.categoryLabel));
    expect([...labels].sort()).toEqual([...SPEC_CATEGORIES].sort());
    for (const label of SPEC_CATEGORIES) expect(stickers.filter((sticker) => sticker.categoryLabel === label).length, label).toBeGreaterThanOrEqual(5);
    expect(stickers.find((sticker) => sticker.categoryLabel === 'Labels')?.category).toBe('lables');

    const first = stickers[0];
    const file = await testApp.app.inject({ method: 'GET', url: first?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    const raster = await sharp(file.rawPayload).png().toBuffer({ resolveWithObject: true });
    expect(raster.info.width).toBe(256);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/infographics/assets/stickers/not-listed.svg' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/infographics/assets/stickers/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
  });

  it('POST /infographics/stickers refuses a nested <use> bomb at once (422), before any render', async () => {
    let defs = '<rect id="l0" width="1" height="1" fill="red"/>';
    for (let level = 1; level <= 7; level += 1) defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    const bomb = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs>${defs}</defs><use href="#l7"/></svg>`;
    const started = Date.now();
    const refused = await call(testApp, alice, 'POST', '/api/infographics/stickers', { image: dataUrl(Buffer.from(bomb), 'image/svg+xml') });
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([422, 'image_corrupt']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('POST /infographics/stickers takes PNG/WEBP (id or data URL) and sanitised SVG; refuses JPEG; DELETE is mine only', async () => {
    const png = await uploadOk(testApp, alice.headers, await solidPng(40, 40), 'sticker');
    const byId = await call(testApp, alice, 'POST', '/api/infographics/stickers', { image: png.id });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json<{ data: Sticker }>().data).toMatchObject({ system: false, category: null, image: { id: png.id } });

    const webp = await sharp({ create: { width: 30, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).webp().toBuffer();
    expect((await call(testApp, alice, 'POST', '/api/infographics/stickers', { image: dataUrl(webp, 'image/webp') })).statusCode).toBe(201);

    const svg = await call(testApp, alice, 'POST', '/api/infographics/stickers', { image: dataUrl(Buffer.from(HOSTILE_SVG), 'image/svg+xml') });
    expect(svg.statusCode, svg.body).toBe(201);
    const svgSticker = svg.json<{ data: Sticker }>().data;
    expect(svgSticker.image.format).toBe('png');
    const pixels = await sharp((await call(testApp, alice, 'GET', svgSticker.url)).rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(pixels.info.width).toBe(1024);
    // The rectangle survives (its hostile style is dropped, the fill attribute stays).
    expect([pixels.data[0], pixels.data[1], pixels.data[2]]).toEqual([0, 255, 0]);

    const utf8Svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="red"/></svg>')}`;
    expect((await call(testApp, alice, 'POST', '/api/infographics/stickers', { image: utf8Svg })).statusCode).toBe(201);
    const entity = await call(testApp, alice, 'POST', '/api/infographics/stickers', { image: dataUrl(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml') });
    expect(entity.statusCode).toBe(422);

    const jpeg = await uploadOk(testApp, alice.headers, await noisyJpeg(30, 30));
    const refused = await call(testApp, alice, 'POST', '/api/infographics/stickers', { image: jpeg.id });
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([415, 'sticker_file_type']);
    expect((await call(testApp, bob, 'POST', '/api/infographics/stickers', { image: png.id })).statusCode).toBe(404);

    const mine = (await call(testApp, alice, 'GET', '/api/infographics/stickers')).json<{ data: Sticker[] }>().data.filter((sticker) => !sticker.system);
    expect(mine).toHaveLength(4);
    expect((await call(testApp, bob, 'GET', '/api/infographics/stickers')).json<{ data: Sticker[] }>().data.filter((sticker) => !sticker.system)).toHaveLength(0);

    const systemId = (await call(testApp, alice, 'GET', '/api/infographics/stickers')).json<{ data: Sticker[] }>().data[0]?.id;
    expect((await call(testApp, alice, 'DELETE', `/api/infographics/stickers/${systemId}`)).statusCode).toBe(404);
    expect((await call(testApp, bob, 'DELETE', `/api/infographics/stickers/${svgSticker.id}`)).statusCode).toBe(404);
    expect((await call(testApp, alice, 'DELETE', `/api/infographics/stickers/${svgSticker.id}`)).statusCode).toBe(204);
    expect((await call(testApp, alice, 'GET', svgSticker.url)).statusCode).toBe(404);
  });

  it('GET /infographics/default-templates: at least 12 valid documents with previews; readable by id, not deletable', async () => {
    const response = await call(testApp, alice, 'GET', '/api/infographics/default-templates');
    expect(response.statusCode).toBe(200);
    const templates = response.json<{ data: Template[] }>().data;
    expect(templates.length).toBeGreaterThanOrEqual(12);
    for (const template of templates) {
      expect(template.system).toBe(true);
      expect(template.state).toMatchObject({ version: expect.any(Number), canvas: { width: 900, height: 1200 } });
      const preview = await testApp.app.inject({ method: 'GET', url: template.image.url });
      expect(preview.statusCode, template.image.url).toBe(200);
      expect((await sharp(preview.rawPayload).metadata()).format).toBe('png');
    }
    const first = templates[0];
    const byId = await call(testApp, bob, 'GET', `/api/infographics/templates/${first?.id}`);
    expect(byId.json<{ data: Template }>().data).toEqual(first);
    expect((await call(testApp, alice, 'DELETE', `/api/infographics/templates/${first?.id}`)).statusCode).toBe(404);
  });

  it('POST /infographics/templates {image, state}; GET list and by id; others get 404; bad state 400', async () => {
    const before = await countRows(testApp, 'images');
    const bad = await call(testApp, alice, 'POST', '/api/infographics/templates', { image: dataUrl(await solidPng(45, 60)), state: { version: 1 } });
    expect([bad.statusCode, bad.json<{ error: { code: string } }>().error.code]).toEqual([400, 'editor_state_invalid']);
    expect(await countRows(testApp, 'images')).toBe(before);

    const created = await call(testApp, alice, 'POST', '/api/infographics/templates', { image: dataUrl(await solidPng(45, 60)), state: sampleState('size-table'), name: 'My size chart' });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<{ data: Template }>().data;
    expect(template).toMatchObject({ system: false, name: 'My size chart', state: sampleState('size-table') });
    const preview = await uploadOk(testApp, alice.headers, await solidPng(45, 60));
    expect((await call(testApp, alice, 'POST', '/api/infographics/templates', { image: preview.id, state: sampleState() })).statusCode).toBe(201);
    expect((await call(testApp, bob, 'POST', '/api/infographics/templates', { image: preview.id, state: sampleState() })).statusCode).toBe(404);

    const listed = (await call(testApp, alice, 'GET', '/api/infographics/templates')).json<{ data: Template[] }>().data;
    expect(listed).toHaveLength(2);
    expect(listed[1]).toEqual(template);
    expect((await call(testApp, bob, 'GET', '/api/infographics/templates')).json<{ data: Template[] }>().data).toHaveLength(0);
    expect((await call(testApp, alice, 'GET', `/api/infographics/templates/${template.id}`)).json<{ data: Template }>().data).toEqual(template);
    expect((await call(testApp, bob, 'GET', `/api/infographics/templates/${template.id}`)).statusCode).toBe(404);
    expect((await call(testApp, bob, 'DELETE', `/api/infographics/templates/${template.id}`)).statusCode).toBe(404);
    expect((await call(testApp, alice, 'DELETE', `/api/infographics/templates/${template.id}`)).statusCode).toBe(204);
    expect((await call(testApp, alice, 'GET', `/api/infographics/templates/${template.id}`)).statusCode).toBe(404);
  });
});
