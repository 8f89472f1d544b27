import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_COMFYUI_NODES, FakeComfyUi } from '../../../../e2e/support/fake-comfyui';
import { FakeFal } from '../../../../e2e/support/fake-fal';
import { createImage, grantCredits, submit, submitOk, waitForJob } from '../jobs/support';
import { onTrial } from '../public-api/support';
import { createTestApp, createTestUser, type TestApp } from '../support/app';

type HealthEngine = { id: string; state?: string; ready: boolean; tools: string[]; missingNodes?: string[]; problem?: string };
type ToolState = { name: string; available: boolean; engine: string | null };

const healthOf = async (testApp: TestApp) => (await testApp.app.inject({ method: 'GET', url: '/api/health' })).json<{ status: string; engines: HealthEngine[] }>();
const diffusionEngines = async (testApp: TestApp) => (await healthOf(testApp)).engines.filter((engine) => engine.state !== undefined);
const toolsOf = async (testApp: TestApp) => (await testApp.app.inject({ method: 'GET', url: '/api/tools' })).json<{ data: ToolState[] }>().data;

const garmentPng = () => sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200"><rect x="30" y="20" width="100" height="160" rx="12" fill="#a83232"/></svg>')).png().toBuffer();
const personPng = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#eeeeee"/><circle cx="150" cy="60" r="35" fill="#c68642"/><rect x="105" y="100" width="90" height="280" rx="30" fill="#445566"/></svg>'))
    .png()
    .toBuffer();

describe('GET /api/health lists each diffusion engine with its state, and a task goes to an engine that can run it', () => {
  let comfy: FakeComfyUi;
  let fal: FakeFal;
  let testApp: TestApp;
  beforeAll(async () => {
    // A ComfyUI without the try-on custom node, and fal.
    [comfy, fal] = await Promise.all([FakeComfyUi.start({ steps: 2, stepDelayMs: 1, nodes: FAKE_COMFYUI_NODES.filter((node) => node !== 'CatVTONWrapper') }), FakeFal.start({ steps: 2, stepDelayMs: 1 })]);
    testApp = await createTestApp('pglite', { COMFYUI_URL: comfy.url, FAL_KEY: fal.key, FAL_PROXY_URL: fal.proxyUrl });
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await Promise.all([comfy.close(), fal.close()]);
  });

  it('ComfyUI lacking a node: missing-nodes naming it, its other workflows still served; the try-on runs on fal', async () => {
    const health = await healthOf(testApp);
    expect(health.status).toBe('ok');
    const [comfyui, hosted] = await diffusionEngines(testApp);
    expect(comfyui).toMatchObject({ id: 'comfyui', state: 'missing-nodes', ready: false, missingNodes: ['CatVTONWrapper'] });
    expect(comfyui?.problem).toContain('CatVTONWrapper');
    expect(comfyui?.tools).toContain('text-to-image');
    expect(comfyui?.tools).not.toContain('garment-try-on');
    expect(hosted).toMatchObject({ id: 'fal', state: 'ready', ready: true });

    const tools = await toolsOf(testApp);
    expect(tools.find((tool) => tool.name === 'text-to-image')).toMatchObject({ available: true, engine: 'comfyui' });
    expect(tools.find((tool) => tool.name === 'fashion-try-on')).toMatchObject({ available: true, engine: 'fal' });

    const owner = await createTestUser(testApp, onTrial());
    await grantCredits(testApp, owner.user.id, 2);
    const garment = await createImage(testApp, owner.user.id, await garmentPng());
    const model = await createImage(testApp, owner.user.id, await personPng());
    const job = await submitOk(testApp, owner.headers, 'fashion-try-on', { imageId: garment.id, params: { category: 'top', model: { source: 'photo', modelImageId: model.id } } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 90_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'fal' });
    expect(fal.submissions.map((run) => run.modelId)).toEqual(['fal-ai/fashn/tryon/v1.6']);
    expect(comfy.prompts).toHaveLength(0);
  }, 120_000);

  it('re-checks a ComfyUI that was not ready: once the node is installed it is ready and serves the try-on again', async () => {
    comfy.nodes.add('CatVTONWrapper');
    await expect
      .poll(async () => (await diffusionEngines(testApp)).map((engine) => [engine.id, engine.state]), { timeout: 10_000, interval: 500 })
      .toEqual([
        ['comfyui', 'ready'],
        ['fal', 'ready'],
      ]);
    expect((await toolsOf(testApp)).find((tool) => tool.name === 'fashion-try-on')).toMatchObject({ available: true, engine: 'comfyui' });
  });
});

describe('an unreachable ComfyUI next to fal', () => {
  let fal: FakeFal;
  let testApp: TestApp;
  beforeAll(async () => {
    fal = await FakeFal.start({ steps: 2, stepDelayMs: 1 });
    // Nothing listens on port 9; the try-on is named for ComfyUI, product generation for the studio engine, text-to-image is not named.
    testApp = await createTestApp('pglite', { COMFYUI_URL: 'http://127.0.0.1:9', FAL_KEY: fal.key, FAL_PROXY_URL: fal.proxyUrl, GENERATION_ENGINES: 'fashion-try-on=comfyui,generate=studio' });
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await fal.close();
  });

  it('health lists ComfyUI unreachable and fal ready; unnamed tools run on fal, a tool named for ComfyUI answers 503, generate=studio keeps the studio engine', async () => {
    const engines = await diffusionEngines(testApp);
    expect(engines.map((engine) => [engine.id, engine.state, engine.ready])).toEqual([
      ['comfyui', 'unreachable', false],
      ['fal', 'ready', true],
    ]);
    expect(engines[0]?.tools).toEqual([]);
    expect(engines[0]?.problem).toContain('http://127.0.0.1:9');

    const tools = await toolsOf(testApp);
    expect(tools.find((tool) => tool.name === 'text-to-image')).toMatchObject({ available: true, engine: 'fal' });
    expect(tools.find((tool) => tool.name === 'generate')).toMatchObject({ available: true, engine: 'studio' });
    expect(tools.find((tool) => tool.name === 'fashion-try-on')).toMatchObject({ available: false, engine: null });

    const owner = await createTestUser(testApp, onTrial());
    await grantCredits(testApp, owner.user.id, 2);
    const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'text-to-image', { params: { prompt: 'a kite' } })).id, undefined, 30_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'fal' });
    const garment = await createImage(testApp, owner.user.id, await garmentPng());
    const refused = await submit(testApp, owner.headers, 'fashion-try-on', { imageId: garment.id, params: {} });
    expect(refused.statusCode).toBe(503);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('engine_unavailable');
  }, 120_000);
});
