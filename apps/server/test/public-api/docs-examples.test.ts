import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeComfyUi } from '../../../../e2e/support/fake-comfyui';
import { createTestApp, type TestApp } from '../support/app';
import { boxPhoto, createApiUser, onTrial, type ApiUser } from './support';

const run = promisify(execFile);

interface Operation {
  description?: string;
}

type Language = 'bash' | 'js' | 'python';

/** The code blocks of one language in an operation's description, as the docs page shows them. */
function codeBlocks(description: string, language: Language): string[] {
  return [...description.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1] ?? '');
}

/** The file an example writes, as the example itself names it. */
const OUTPUT_PATTERNS: Record<Language, RegExp> = { bash: /-o (\S+)/, js: /writeFile\('([^']+)'/, python: /open\("([^"]+)", "wb"\)/ };

/** Why the Python examples cannot run here, or null when python3 with requests is installed. */
async function pythonProblem(): Promise<string | null> {
  try {
    await run('python3', ['-c', 'import requests']);
    return null;
  } catch (error) {
    const detail = (error as { code?: string; stderr?: string }).code === 'ENOENT' ? 'python3 is not installed' : 'python3 cannot import requests';
    return `The Python examples of /api/docs need python3 with the requests package: ${detail} (Debian: apt-get install python3-requests; or pip install requests).`;
  }
}

/**
 * Every example of the served docs runs unchanged (only the host differs) against a listening
 * server: curl through a shell, JavaScript as an .mjs file in Node, Python through python3. A
 * fake ComfyUI (the real protocol) serves the diffusion tools, so every documented tool runs.
 */
describe('the public API docs examples run as written (curl, Node and Python)', () => {
  let fake: FakeComfyUi;
  let testApp: TestApp;
  let baseUrl: string;
  let user: ApiUser;
  let folder: string;
  let operations: [string, Operation][];
  const documentedBase = 'http://localhost:8080';

  beforeAll(async () => {
    fake = await FakeComfyUi.start({ steps: 2, stepDelayMs: 1 });
    testApp = await createTestApp('pglite', { COMFYUI_URL: fake.url, PUBLIC_URL: documentedBase });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    // As a developer who has just signed up: the trial (fashion try-on included).
    user = await createApiUser(testApp, { credits: 200, user: onTrial() });
    folder = mkdtempSync(join(tmpdir(), 'vitrina-docs-'));
    writeFileSync(join(folder, 'photo.jpg'), await sharp(await boxPhoto(120, 100)).jpeg().toBuffer());
    const spot = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } }).png().toBuffer();
    writeFileSync(join(folder, 'mask.png'), await sharp({ create: { width: 120, height: 100, channels: 3, background: '#000' } }).composite([{ input: spot, left: 20, top: 10 }]).png().toBuffer());
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { post?: Operation }> }>();
    operations = Object.entries(document.paths)
      .filter(([path, item]) => /^\/api\/v1\/[a-z-]+$/.test(path) && item.post)
      .map(([path, item]) => [path.slice('/api/v1/'.length), item.post as Operation]);
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const env = () => ({ ...process.env, VITRINA_API_KEY: user.key });
  const localise = (code: string) => code.replaceAll(documentedBase, baseUrl);

  /** Runs one example of every tool and checks the image it wrote. */
  async function runAll(language: Language, runExample: (tool: string, code: string) => Promise<string>): Promise<void> {
    expect(operations.length).toBeGreaterThanOrEqual(13);
    for (const [tool, operation] of operations) {
      const [code] = codeBlocks(operation.description ?? '', language);
      const output = code ? OUTPUT_PATTERNS[language].exec(code)?.[1] : undefined;
      if (!code || !output) throw new Error(`no ${language} example for ${tool}`);
      rmSync(join(folder, output), { force: true });
      let stdout: string;
      try {
        stdout = await runExample(tool, localise(code));
      } catch (error) {
        throw new Error(`the ${language} example of ${tool} failed: ${String((error as { stderr?: string }).stderr ?? error)}`);
      }
      if (language !== 'bash') expect(stdout, tool).toMatch(/^credits used: \d+ left: \d+/);
      const meta = await sharp(readFileSync(join(folder, output))).metadata();
      expect(meta.width, tool).toBeGreaterThan(0);
      expect(output.endsWith(meta.format === 'jpeg' ? 'jpg' : String(meta.format)), `${tool}: ${output} is ${meta.format}`).toBe(true);
    }
  }

  it('every tool documents a curl, a JavaScript and a Python example, text-to-image included; each is available here', async () => {
    const tools = (await testApp.app.inject({ method: 'GET', url: '/api/tools' })).json<{ data: { name: string; available: boolean }[] }>().data;
    const available = new Set(tools.filter((tool) => tool.available).map((tool) => tool.name));
    expect(operations.map(([tool]) => tool)).toEqual(expect.arrayContaining(['remove-background', 'generate', 'text-to-image', 'fashion-try-on']));
    for (const [tool, operation] of operations) {
      expect(available.has(tool), `${tool} is available`).toBe(true);
      const description = operation.description ?? '';
      for (const language of ['bash', 'js', 'python'] as const) expect(codeBlocks(description, language), `${tool} ${language}`).toHaveLength(1);
    }
  });

  it('each curl example writes the result image', { timeout: 600_000 }, async () => {
    await runAll('bash', async (_tool, code) => (await run('sh', ['-c', code], { cwd: folder, env: env() })).stdout);
  });

  it('each JavaScript example runs in Node and writes the result image', { timeout: 600_000 }, async () => {
    await runAll('js', async (tool, code) => {
      const file = join(folder, `example-${tool}.mjs`);
      writeFileSync(file, code);
      return (await run(process.execPath, [file], { cwd: folder, env: env() })).stdout;
    });
  });

  it('each Python example runs in python3 (requests) and writes the result image', { timeout: 600_000 }, async () => {
    const problem = await pythonProblem();
    if (problem) throw new Error(problem);
    await runAll('python', async (tool, code) => {
      const file = join(folder, `example-${tool}.py`);
      writeFileSync(file, code);
      return (await run('python3', [file], { cwd: folder, env: env() })).stdout;
    });
  });
});
