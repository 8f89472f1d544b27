import { describe, expect, it } from 'vitest';
import { blankDocument, CARD_PRESETS, documentFromTemplate } from './startDocument';

describe('starting documents', () => {
  it('a blank card of each preset holds the product centred on white', () => {
    for (const preset of CARD_PRESETS) {
      const doc = blankDocument(preset.id);
      expect(doc.canvas).toEqual({ width: preset.width, height: preset.height, background: '#ffffff' });
      const [product] = doc.elements;
      expect(product).toMatchObject({ type: 'product', imageId: null });
      expect(product.x * 2 + product.width).toBe(preset.width);
    }
  });

  it('a template document is restored (and a broken one refused)', () => {
    const doc = blankDocument();
    expect(documentFromTemplate(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    expect(() => documentFromTemplate({ version: 2, canvas: { width: 10, height: 10 }, elements: [] })).toThrow();
  });
});
