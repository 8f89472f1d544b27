import { describe, expect, it, vi } from 'vitest';
import type * as Models from '../../src/engines/upscale/models';

// Pretend the thick weights package is not installed.
vi.mock('../../src/engines/upscale/models', async (importOriginal) => {
  const actual = await importOriginal<typeof Models>();
  return { ...actual, findModelJson: (model: string, scale: 2 | 3 | 4 | 8) => (model === 'thick' ? undefined : actual.findModelJson(model as 'slim', scale)) };
});

const { checkUpscaleEngine, upscale } = await import('../../src/engines/upscale');

describe('upscale engine without its weights', () => {
  it('reports not ready and names the missing package', () => {
    const status = checkUpscaleEngine();
    expect(status.ready).toBe(false);
    expect(status.problem).toMatch(/@upscalerjs\/esrgan-thick/);
    expect(status.problem).not.toMatch(/esrgan-slim|esrgan-medium/);
  });

  it('fails a request for that model with EngineUnavailableError, while other models still run', async () => {
    const input = { width: 8, height: 8, channels: 3 as const, data: new Uint8Array(8 * 8 * 3).fill(100) };
    await expect(upscale(input, { scale: 4 })).rejects.toMatchObject({ name: 'EngineUnavailableError', engine: 'esrgan', message: expect.stringMatching(/esrgan-thick/) });
    await expect(upscale(input, { scale: 2, model: 'slim' })).resolves.toMatchObject({ width: 16, height: 16 });
  });
});
