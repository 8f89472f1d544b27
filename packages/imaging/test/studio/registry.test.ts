import { describe, expect, it } from 'vitest';
import { GenerationEngineRegistry, parseEngineAssignments } from '../../src/engines/generation';
import { listEngines } from '../../src/engines/catalog';
import { studioEngine } from '../../src/engines/studio';

describe('generation engine registry', () => {
  it('is listed for /api/health as the engine of the generate tool', () => {
    expect(listEngines().find((engine) => engine.id === 'studio')).toEqual({ id: 'studio', tools: ['generate'], kind: 'algorithm', ready: true });
  });

  it('picks the engine configured per tool, else the default', () => {
    const fake = { name: 'comfyui', diffusion: true, generate: () => Promise.resolve([]) };
    const registry = new GenerationEngineRegistry('studio', parseEngineAssignments('text-to-image=comfyui')).register(studioEngine).register(fake);
    expect(registry.forTool('generate').name).toBe('studio');
    expect(registry.forTool('text-to-image')).toBe(fake);
  });

  it('answers service_unavailable for an engine that is not installed and refuses bad configuration', () => {
    const registry = new GenerationEngineRegistry('studio', { generate: 'comfyui' }).register(studioEngine);
    expect(() => registry.forTool('generate')).toThrow(expect.objectContaining({ code: 'service_unavailable' }));
    expect(() => parseEngineAssignments('generate:studio')).toThrow(RangeError);
    expect(() => registry.register(studioEngine)).toThrow();
  });
});
