import type { ShadowPreset } from '@vitrina/contracts';
import { SYSTEM_SHADOW_PRESETS } from '@vitrina/imaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';

const values = { format: { width: 900, height: 1200 }, padding: 0.1, angle: 'front', zoom: 0.9, background: '#f5f5f5' } as const;

describe.each(testDatabaseKinds)('/api/shadow-presets (%s)', (kind) => {
  let testApp: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    owner = await createTestUser(testApp);
    stranger = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object, lang = 'en') =>
    testApp.app.inject({ method, url: `/api/shadow-presets${url}`, headers: { ...user.headers, lang }, ...(payload ? { payload } : {}) });

  it('lists the eleven system presets first, readable by id, and needs a signed-in user', async () => {
    const response = await call('GET', '', owner);
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json<{ data: ShadowPreset[]; total: number }>();
    expect(total).toBe(SYSTEM_SHADOW_PRESETS.length);
    expect(data.map((preset) => preset.id)).toEqual(SYSTEM_SHADOW_PRESETS.map((preset) => preset.id));
    expect(data.every((preset) => preset.system && preset.nameKey)).toBe(true);
    const square = await call('GET', '/square', owner);
    expect(square.json<{ data: ShadowPreset }>().data).toMatchObject({ id: 'square', format: { width: 2000, height: 2000 }, angle: 'front', system: true });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/shadow-presets' })).statusCode).toBe(401);
  });

  it('creates, edits and deletes my own preset; a stranger sees 404 and changes nothing', async () => {
    const created = await call('POST', '', owner, { name: '  Shoes on grey ', ...values });
    expect(created.statusCode).toBe(201);
    const preset = created.json<{ data: ShadowPreset }>().data;
    expect(preset).toMatchObject({ name: 'Shoes on grey', system: false, nameKey: null, ...values });

    expect((await call('GET', '', owner)).json<{ total: number }>().total).toBe(SYSTEM_SHADOW_PRESETS.length + 1);
    expect((await call('GET', '', stranger)).json<{ total: number }>().total).toBe(SYSTEM_SHADOW_PRESETS.length);
    for (const [method, payload] of [['GET', undefined], ['PUT', { name: 'Mine now', ...values }], ['DELETE', undefined]] as const) {
      expect((await call(method, `/${preset.id}`, stranger, payload)).statusCode).toBe(404);
    }

    const edited = await call('PUT', `/${preset.id}`, owner, { name: 'Shoes, top view', ...values, angle: 'top', padding: { top: 0.1, right: 0.05, bottom: 0.2, left: 0.05 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: ShadowPreset }>().data).toMatchObject({ id: preset.id, name: 'Shoes, top view', angle: 'top' });
    expect((await call('GET', `/${preset.id}`, owner)).json<{ data: ShadowPreset }>().data.name).toBe('Shoes, top view');

    expect((await call('DELETE', `/${preset.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/${preset.id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/${preset.id}`, owner)).statusCode).toBe(404);
  });

  it('system presets cannot be edited or deleted (404)', async () => {
    expect((await call('PUT', '/square', owner, { name: 'Mine', ...values })).statusCode).toBe(404);
    expect((await call('DELETE', '/square', owner)).statusCode).toBe(404);
  });

  it('names are required, at most 255 characters, and unique per user ignoring case (spec messages)', async () => {
    const empty = await call('POST', '', owner, { name: '   ', ...values });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { name: 'This field must not be empty' } } });
    const long = await call('POST', '', owner, { name: 'x'.repeat(256), ...values }, 'es');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { fields: { name: 'Este campo debe tener como máximo 255 caracteres' } } });
    expect((await call('POST', '', owner, { name: 'y'.repeat(255), ...values })).statusCode).toBe(201);

    expect((await call('POST', '', owner, { name: 'Bags', ...values })).statusCode).toBe(201);
    const duplicate = await call('POST', '', owner, { name: 'BAGS', ...values });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error: { code: 'preset_name_taken', message: 'You already have a preset with this name' } });
    // Another user may use the same name.
    expect((await call('POST', '', stranger, { name: 'bags', ...values })).statusCode).toBe(201);
    // Renaming onto an existing name is refused too, and nothing changes.
    const other = (await call('POST', '', owner, { name: 'Wallets', ...values })).json<{ data: ShadowPreset }>().data;
    expect((await call('PUT', `/${other.id}`, owner, { name: 'bags', ...values })).statusCode).toBe(409);
    expect((await call('GET', `/${other.id}`, owner)).json<{ data: ShadowPreset }>().data.name).toBe('Wallets');
  });

  it('refuses invalid preset values field by field, writing nothing', async () => {
    const before = (await call('GET', '', owner)).json<{ total: number }>().total;
    for (const bad of [
      { format: { width: 0, height: 100 } },
      { format: { width: 9000, height: 100 } },
      { padding: 0.6 },
      { angle: 'side' },
      { zoom: 0 },
      { background: 'red' },
      { extra: true },
    ]) {
      const response = await call('POST', '', owner, { name: `Bad ${JSON.stringify(bad)}`, ...values, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', '', owner)).json<{ total: number }>().total).toBe(before);
  });
});
