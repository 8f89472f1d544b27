import { describe, expect, it } from 'vitest';
import { flavourOf, infographicsPaths } from './paths';

describe('infographics paths', () => {
  it('tells the flavour from the pathname', () => {
    expect(flavourOf('/en/product-infographics')).toBe('product');
    expect(flavourOf('/ar/product-infographics-image/abc/edit')).toBe('product');
    expect(flavourOf('/ko/infographics/gallery')).toBe('standalone');
    expect(flavourOf('/es/infographics-image/abc')).toBe('standalone');
  });

  it('keeps links in the flavour and carries how the card starts', () => {
    const product = infographicsPaths('en', 'product');
    const standalone = infographicsPaths('ar', 'standalone');
    expect(product.product('p1')).toBe('/en/product-infographics/p1');
    expect(standalone.product('p1')).toBe('/ar/infographics/p1');
    expect(standalone.image('i1')).toBe('/ar/infographics-image/i1');
    expect(product.image('i1', { generatedImageId: 'g1' })).toBe('/en/product-infographics-image/i1?generated=g1');
    expect(product.edit('i1', { productId: 'p1', templateId: 't1' })).toBe('/en/product-infographics-image/i1/edit?product=p1&template=t1');
    expect(standalone.edit('i1', { generatedImageId: 'g1', preset: 'square' })).toBe('/ar/infographics-image/i1/edit?generated=g1&preset=square');
    expect(standalone.edit('i1', {})).toBe('/ar/infographics-image/i1/edit');
    expect(product.gallery()).toBe('/en/infographics/gallery');
  });
});
