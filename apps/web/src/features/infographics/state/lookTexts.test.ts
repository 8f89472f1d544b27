import { restore } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { applyLookTexts, lookTexts } from './lookTexts';

const template = restore({
  version: 1,
  canvas: { width: 900, height: 1200, background: '#ffffff' },
  elements: [
    { id: 'sale-badge-2', type: 'text', name: '−30%', x: 10, y: 10, width: 300, height: 80, text: '−30%' },
    { id: 'sale-badge-3', type: 'text', name: 'Headline', x: 10, y: 100, width: 300, height: 80, text: 'Big sale' },
    { id: 'product', type: 'product', name: 'product', x: 100, y: 300, width: 600, height: 600, imageId: null },
  ],
});

describe('look texts (Use this look on an infographic card)', () => {
  it('reads the texts of an infographics recipe only', () => {
    expect(lookTexts({ inspirationRecipe: { tool: 'infographics', params: { texts: { 'sale-badge-2': '−40%', empty: '', n: 3 } } } })).toEqual({ 'sale-badge-2': '−40%' });
    expect(lookTexts({ inspirationRecipe: { tool: 'shadow', params: { texts: { a: 'b' } } } })).toBeNull();
    expect(lookTexts({ inspirationRecipe: { tool: 'infographics', params: {} } })).toBeNull();
    expect(lookTexts(null)).toBeNull();
  });

  it('puts them into the elements with those ids, renaming layers named after their text', () => {
    const document = applyLookTexts(template, { 'sale-badge-2': '−40%', 'sale-badge-3': 'Summer sale', missing: 'x' });
    const texts = document.elements.map((element) => (element.type === 'text' ? [element.id, element.text, element.name] : [element.id]));
    expect(texts).toEqual([['sale-badge-2', '−40%', '−40%'], ['sale-badge-3', 'Summer sale', 'Headline'], ['product']]);
    expect(applyLookTexts(template, null)).toBe(template);
  });
});
