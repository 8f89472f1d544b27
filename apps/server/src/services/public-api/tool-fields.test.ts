import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { camelName, paramsFromFields } from './tool-fields';

const schema = z.strictObject({ prompt: z.string(), negativePrompt: z.string().optional(), aspectRatio: z.string().optional(), quantity: z.number().optional() });

describe('public API tool fields', () => {
  it('spells snake_case names in camelCase', () => {
    expect(camelName('negative_prompt')).toBe('negativePrompt');
    expect(camelName('aspect_ratio')).toBe('aspectRatio');
    expect(camelName('prompt')).toBe('prompt');
  });

  it('maps snake_case fields to the parameters the tool has, multipart and JSON', () => {
    expect(paramsFromFields(schema, { prompt: 'a', negative_prompt: 'b', aspect_ratio: '1:1', quantity: '2' })).toEqual({ prompt: 'a', negativePrompt: 'b', aspectRatio: '1:1', quantity: 2 });
    expect(paramsFromFields(schema, { prompt: 'a', aspect_ratio: '4:3' }, 'json')).toEqual({ prompt: 'a', aspectRatio: '4:3' });
  });

  it('keeps unknown names as sent (the contract refuses them), and the exact spelling wins when both are sent', () => {
    expect(paramsFromFields(schema, { prompt: 'a', some_colour: 'red' })).toEqual({ prompt: 'a', some_colour: 'red' });
    expect(paramsFromFields(schema, { prompt: 'a', aspectRatio: '1:1', aspect_ratio: '16:9' }, 'json')).toEqual({ prompt: 'a', aspectRatio: '1:1' });
  });
});
