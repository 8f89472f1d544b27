import type { InspirationRecipe } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { lookTarget } from './lookTarget';

const product = { id: 'p1', image: { id: 'i1', url: '/api/files/i1', format: 'jpg' as const, width: 10, height: 10, bytes: 1 } };
const recipe = (tool: InspirationRecipe['tool'], extra: Partial<InspirationRecipe> = {}): InspirationRecipe => ({ tool, style: null, theme: null, prompt: null, size: null, template: null, params: {}, ...extra });

describe('lookTarget', () => {
  it('fills the Editor form of the product with a generation recipe', () => {
    expect(lookTarget(recipe('generate', { style: 'luxury', theme: 'summer', prompt: 'marble', size: '3:4' }), product, 'ar')).toEqual({
      kind: 'generation',
      path: '/ar/editor/p1',
      form: { prompt: 'marble', negativePrompt: '', style: 'luxury', theme: 'summer', size: '3:4', quantity: 1 },
    });
  });

  it('falls back to the default style and theme when a recipe names unknown ones', () => {
    const target = lookTarget(recipe('generate', { style: 'baroque', theme: 'eclipse' }), product, 'en');
    expect(target.kind === 'generation' && [target.form.style, target.form.theme]).toEqual(['studio', 'none']);
  });

  it('opens each image tool on the product image', () => {
    expect(lookTarget(recipe('shadow', { template: 'beauty' }), product, 'en')).toEqual({ kind: 'shadow', path: '/en/shadow/i1/edit', presetId: 'beauty' });
    expect(lookTarget(recipe('create-background'), product, 'es').path).toBe('/es/create-background/i1/edit');
    expect(lookTarget(recipe('upscale'), product, 'en').path).toBe('/en/upscale/i1/edit');
    expect(lookTarget(recipe('inpaint'), product, 'ko').path).toBe('/ko/inpaint/i1');
    expect(lookTarget(recipe('watermark-removal'), product, 'en').path).toBe('/en/watermarks/i1');
  });

  it('opens the card editor on the product photo with the look\'s template and texts', () => {
    const look = recipe('infographics', { template: '947e845b-23e8-5841-ac60-f80b6c3db215', params: { texts: { 'sale-badge-3': 'Summer sale' } } });
    expect(lookTarget(look, product, 'ar')).toEqual({
      kind: 'page',
      path: '/ar/product-infographics-image/i1/edit?product=p1&template=947e845b-23e8-5841-ac60-f80b6c3db215',
      recipe: look,
    });
    expect(lookTarget(recipe('infographics'), product, 'en').path).toBe('/en/product-infographics-image/i1/edit?product=p1');
  });
});
