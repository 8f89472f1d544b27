import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restore } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { containedBox, MAX_PRODUCT_OVERLAP, outerBox, overlapShare } from '../layout/avoidProduct';
import { placeProduct } from './placeProduct';

const templates = join(import.meta.dirname, '../../../../../server/assets/templates');
const template = (file: string) => restore(JSON.parse(readFileSync(join(templates, file), 'utf8')));
const CUTOUT = '11111111-1111-4111-8111-111111111111';
const PHOTO = '22222222-2222-4222-8222-222222222222';

describe('placeProduct', () => {
  it('draws the cut-out in the product slot, contained by its visible pixels', () => {
    const placed = placeProduct(template('sale-badge.json'), { photoId: PHOTO, imageId: CUTOUT, bounds: { x: 100, y: 50, width: 400, height: 800 } });
    const product = placed.elements.find((element) => element.type === 'product');
    expect(product).toMatchObject({ imageId: CUTOUT, fit: 'contain' });
  });

  it('keeps "the card\'s own photo" when the photo already is the cut-out', () => {
    const placed = placeProduct(template('sale-badge.json'), { photoId: PHOTO, imageId: PHOTO, bounds: { x: 0, y: 0, width: 500, height: 500 } });
    expect(placed.elements.find((element) => element.type === 'product')).toMatchObject({ imageId: null });
  });

  it('keeps the sale burst off a wide product without shrinking it', () => {
    const bounds = { x: 0, y: 0, width: 1600, height: 900 };
    const placed = placeProduct(template('sale-badge.json'), { photoId: PHOTO, imageId: CUTOUT, bounds });
    const product = placed.elements.find((element) => element.type === 'product');
    const badge = placed.elements.find((element) => element.type === 'badge');
    if (!product || !badge) throw new Error('template changed');
    expect(overlapShare(outerBox(badge), containedBox(product, bounds))).toBeLessThanOrEqual(MAX_PRODUCT_OVERLAP);
    expect(product.width).toBe(580);
  });
});
