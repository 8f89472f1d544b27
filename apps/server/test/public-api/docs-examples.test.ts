import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { boxPhoto, createApiUser, type ApiUser } from './support';

const run = promisify(execFile);

interface Operation {
  description?: string;
}

/** The code blocks of one language in an operation's description, as the docs page shows them. */
function codeBlocks(description: string, language: string): string[] {
  return [...description.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1] ?? '');
}

/** Every example of the docs runs unchanged (only the host differs) against a listening server. */
describe('the public API docs examples run as written (curl and Node)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let user: ApiUser;
  let folder: string;
  let operations: [string, Operation][];
  const documentedBase = 'http://localhost:8080';

  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    user = await createApiUser(testApp, { credits: 100 });
    folder = mkdtempSync(join(tmpdir(), 'vitrina-docs-'));
    writeFileSync(join(folder, 'photo.jpg'), await sharp(await boxPhoto(120, 100)).jpeg().toBuffer());
    const spot = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } }).png().toBuffer();
    writeFileSync(join(folder, 'mask.png'), await sharp({ create: { width: 120, height: 100, channels: 3, background: '#000' } }).composite([{ input: spot, left: 20, top: 10 }]).png().toBuffer());
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { post?: Operation }> }>();
    operations = Object.entries(document.paths)
      .filter(([path, item]) => /^\/api\/v1\/[a-z-]+$/.test(path) && item.post && path !== '/api/v1/account')
      .map(([path, item]) => [path.slice('/api/v1/'.length), item.post as Operation]);
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const env = () => ({ ...process.env, VITRINA_API_KEY: user.key });
  /** Tools this server can run now: diffusion tools answer 503 engine_unavailable without an engine (tested in test/diffusion). */
  const runnable = async (): Promise<[string, Operation][]> => {
    const tools = (await testApp.app.inject({ method: 'GET', url: '/api/tools' })).json<{ data: { name: string; available: boolean }[] }>().data;
    const available = new Set(tools.filter((tool) => tool.available).map((tool) => tool.name));
    return operations.filter(([tool]) => available.has(tool));
  };
  const localise = (code: string) => code.replaceAll(documentedBase, baseUrl);

  it('every tool documents a curl, a JavaScript and a Python example', () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
    for (const [tool, operation] of operations) {
      const description = operation.description ?? '';
      expect(codeBlocks(description, 'bash'), tool).toHaveLength(1);
      expect(codeBlocks(description, 'js'), tool).toHaveLength(1);
      expect(codeBlocks(description, 'python'), tool).toHaveLength(1);
    }
  });

  it('each curl example writes the result image', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
    for (const [tool, operation] of await runnable()) {
      const [curl] = codeBlocks(operation.description ?? '', 'bash');
      const output = /-o (\S+)/.exec(curl ?? '')?.[1];
      if (!curl || !output) throw new Error(`no curl example for ${tool}`);
      await run('sh', ['-c', localise(curl)], { cwd: folder, env: env() });
      const meta = await sharp(readFileSync(join(folder, output))).metadata();
      expect(meta.width, tool).toBeGreaterThan(0);
      expect(output.endsWith(meta.format === 'jpeg' ? 'jpg' : String(meta.format)), `${tool}: ${output} is ${meta.format}`).toBe(true);
    }
  });

  it('each JavaScript example runs in Node and writes the result image', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
    for (const [tool, operation] of await runnable()) {
      const [script] = codeBlocks(operation.description ?? '', 'js');
      const output = /writeFile\('([^']+)'/.exec(script ?? '')?.[1];
      if (!script || !output) throw new Error(`no JavaScript example for ${tool}`);
      const file = join(folder, `example-${tool}.mjs`);
      writeFileSync(file, localise(script));
      rmSync(join(folder, output), { force: true });
      const { stdout } = await run(process.execPath, [file], { cwd: folder, env: env() });
      expect(stdout, tool).toMatch(/^credits used: \d+ left: \d+/);
      expect((await sharp(readFileSync(join(folder, output))).metadata()).width, tool).toBeGreaterThan(0);
    }
  });
});
