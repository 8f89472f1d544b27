import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/** The operator guide the web app links where a tool needs a diffusion engine (EngineRequired). */
describe('operator docs', () => {
  let builtin: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    builtin = await createTestApp('pglite');
    configured = await createTestApp('pglite', { OPERATOR_DOCS_URL: 'https://docs.example.org/vitrina/engines', COMMUNITY_URL: 'https://forum.example.org/' });
  });
  afterAll(async () => {
    await builtin?.close();
    await configured?.close();
  });

  it('serves the engines guide as plain text readable in a browser, cacheable, without signing in', async () => {
    const response = await builtin.app.inject({ method: 'GET', url: '/api/operator-docs/engines' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(response.body.startsWith('# Diffusion engines (adapters)\n')).toBe(true);
    // The text itself, not a JSON-encoded string, and the settings the web page names.
    for (const setting of ['COMFYUI_URL', 'FAL_KEY', 'GENERATION_ENGINES']) expect(response.body).toContain(setting);
  });

  it('links the built-in guide when OPERATOR_DOCS_URL is unset, and the operator\'s own page when set', async () => {
    expect((await builtin.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ operatorDocsUrl: '/api/operator-docs/engines' });
    const response = await configured.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ communityUrl: 'https://forum.example.org/', operatorDocsUrl: 'https://docs.example.org/vitrina/engines' });
  });

  it('documents the route in OpenAPI under System', async () => {
    const spec = (await builtin.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = spec.paths['/api/operator-docs/engines']?.get;
    expect(operation?.tags).toEqual(['System']);
    expect(Object.keys(operation?.responses?.['200']?.content ?? {})).toEqual(['text/plain']);
  });
});
