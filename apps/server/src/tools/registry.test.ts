import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createToolRegistry } from './index';
import { ToolRegistry } from './registry';
import type { ToolDefinition } from './tool';

const quantitySchema = z.object({ quantity: z.number().int().min(1).max(4).default(1) }).default({ quantity: 1 });
const quantityTool: ToolDefinition<typeof quantitySchema> = {
  name: 'sample',
  feature: 'basic_tools',
  summary: 'sample',
  paramsSchema: quantitySchema,
  cost: (params) => params.quantity,
  run: async () => ({ engine: 'none', outputs: [] }),
};

describe('ToolRegistry', () => {
  it('parses parameters with defaults and prices a run from them', () => {
    const tool = new ToolRegistry().register(quantityTool).get('sample')!;
    expect(tool.parseParams(undefined)).toEqual({ quantity: 1 });
    expect(tool.costOf(tool.parseParams({ quantity: 3 }))).toBe(3);
    expect(tool.baseCost).toBe(1);
    expect(() => tool.parseParams({ quantity: 9 })).toThrow();
  });

  it('refuses a name twice and names that are not kebab-case', () => {
    const registry = new ToolRegistry().register(quantityTool);
    expect(() => registry.register(quantityTool)).toThrow(/twice/);
    expect(() => new ToolRegistry().register({ ...quantityTool, name: 'Bad_Name' })).toThrow(/kebab-case/);
  });

  it('registers the test-only tool only when asked', () => {
    const shipped = createToolRegistry({ includeTestTools: false }).list().map((tool) => tool.name);
    expect(shipped).toEqual(expect.arrayContaining(['convert', 'remove-background', 'upscale', 'inpaint', 'outpaint', 'watermark-removal']));
    expect(shipped).not.toContain('test-wait');
    expect(createToolRegistry({ includeTestTools: true }).get('test-wait')?.testOnly).toBe(true);
  });
});
