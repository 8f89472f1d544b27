import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';

describe.each(testDatabaseKinds)('platform HTTP on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('GET /api/health reports version, database, queue and engines', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', database: { kind, status: 'ok' }, queue: { kind: 'in-process', status: 'ok' } });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Array.isArray(body.engines)).toBe(true);
  });

  it('unknown API routes answer a JSON 404 in the error format, localised by the lang header', async () => {
    const english = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    for (const [lang, message] of [
      ['ar', 'غير موجود'],
      ['es', 'No encontrado'],
      ['ko', '찾을 수 없습니다'],
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/nothing/here', headers: { lang } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('without a lang header, answers in the Accept-Language the client prefers most (q-values count)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en;q=0.1, es' } });
    expect(response.json().error.message).toBe('No encontrado');
  });

  it('an unsupported lang header falls back to English', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope', headers: { lang: 'fr' } });
    expect(response.json().error.message).toBe('Not found');
  });

  it('serves a valid OpenAPI 3.1 document and the Swagger UI page', async () => {
    const spec = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('swagger');
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects requests without a valid bearer token on protected routes', async () => {
    testApp.app.log.level = 'silent';
    const expired = await testApp.accessTokens.sign({ userId: '00000000-0000-4000-8000-000000000000' }, -10);
    const verified = await testApp.accessTokens.verify(expired);
    expect(verified).toBeNull();
  });
});
