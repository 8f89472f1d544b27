import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { get } from './support/accounts-app';

describe('OpenAPI document of the account routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('documents every auth and profile call with its tag, body and answers', async () => {
    const document = (await get(testApp, '/api/openapi.json')).json<{ paths: Record<string, Record<string, { tags: string[]; summary: string; requestBody?: unknown; responses: Record<string, unknown> }>> }>();
    const calls: [string, string, string][] = [
      ['post', '/api/auth/token', 'Auth'],
      ['post', '/api/auth/token/refresh', 'Auth'],
      ['post', '/api/auth/code', 'Auth'],
      ['post', '/api/auth/register', 'Auth'],
      ['post', '/api/auth/google/url', 'Auth'],
      ['post', '/api/auth/google', 'Auth'],
      ['post', '/api/auth/google/register', 'Auth'],
      ['post', '/api/auth/telegram', 'Auth'],
      ['post', '/api/auth/telegram/register', 'Auth'],
      ['post', '/api/auth/24ai', 'Auth'],
      ['post', '/api/auth/detect-country', 'Auth'],
      ['post', '/api/auth/password/restore/request', 'Auth'],
      ['post', '/api/auth/password/restore/verify', 'Auth'],
      ['post', '/api/auth/password/restore', 'Auth'],
      ['get', '/api/auth/providers', 'Auth'],
      ['get', '/api/auth/captcha/challenge', 'Auth'],
      ['get', '/api/profile', 'Profile'],
      ['put', '/api/profile', 'Profile'],
      ['put', '/api/profile/password', 'Profile'],
      ['post', '/api/profile/token/generate', 'Profile'],
      ['put', '/api/profile/token/domains', 'Profile'],
    ];
    for (const [method, path, tag] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation?.summary).toBeTruthy();
      expect(operation?.responses['200'] ?? operation?.responses['204']).toBeDefined();
    }
    expect(document.paths['/api/auth/register']?.post?.requestBody).toBeDefined();
  });
});
