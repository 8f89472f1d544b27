import { restore } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { elementSource, isProtectedFile } from './elementSource';

const elements = restore({
  version: 2,
  canvas: { width: 900, height: 1200, background: '#ffffff' },
  elements: [
    { id: 'own', type: 'product', x: 0, y: 0, width: 10, height: 10 },
    { id: 'other', type: 'product', imageId: 'img-2', x: 0, y: 0, width: 10, height: 10 },
    { id: 'upload', type: 'image', imageId: 'img-3', x: 0, y: 0, width: 10, height: 10 },
    { id: 'sticker', type: 'sticker', src: '/api/infographics/assets/stickers/a.svg', x: 0, y: 0, width: 10, height: 10 },
    { id: 'text', type: 'text', text: 'x', x: 0, y: 0, width: 10, height: 10 },
  ],
}).elements;

describe('element sources', () => {
  it('uses the card photo for a product without its own image', () => {
    expect(elementSource(elements[0], '/api/files/photo')).toBe('/api/files/photo');
    expect(elementSource(elements[0], null)).toBeNull();
    expect(elementSource(elements[1], '/api/files/photo')).toBe('/api/files/img-2');
  });

  it('loads uploads as protected files and stickers directly', () => {
    expect(elementSource(elements[2], null)).toBe('/api/files/img-3');
    expect(isProtectedFile('/api/files/img-3')).toBe(true);
    expect(isProtectedFile('/api/infographics/assets/stickers/a.svg')).toBe(false);
    expect(elementSource(elements[3], null)).toBe('/api/infographics/assets/stickers/a.svg');
    expect(elementSource(elements[4], null)).toBeNull();
  });
});
