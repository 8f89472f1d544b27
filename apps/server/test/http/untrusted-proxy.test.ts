import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logging';
import { createTestApp, type TestApp } from '../support/app';

const WARNING = 'TRUST_PROXY is not set';

async function appWithLog(env: Record<string, string>): Promise<{ testApp: TestApp; warnings: () => number }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const testApp = await createTestApp('pglite', env, { logger: { ...loggerOptions('info'), stream } });
  return { testApp, warnings: () => lines.filter((line) => line.includes(WARNING)).length };
}

describe('a warning when requests come through a proxy that is not trusted', () => {
  let untrusted: Awaited<ReturnType<typeof appWithLog>>;
  let trusted: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    untrusted = await appWithLog({});
    trusted = await appWithLog({ TRUST_PROXY: 'true' });
  }, 180_000);
  afterAll(async () => {
    await untrusted.testApp.close();
    await trusted.testApp.close();
  });

  it('logs it once, at the first forwarded request, and never for direct requests', async () => {
    const { app } = untrusted.testApp;
    await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(untrusted.warnings()).toBe(0);
    for (let index = 0; index < 3; index += 1) {
      await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-forwarded-for': `203.0.113.${index}` } });
    }
    expect(untrusted.warnings()).toBe(1);
  });

  it('stays quiet when TRUST_PROXY is set', async () => {
    await trusted.testApp.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(trusted.warnings()).toBe(0);
  });
});
