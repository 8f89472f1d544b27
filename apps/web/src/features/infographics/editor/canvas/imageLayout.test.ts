import { describe, expect, it } from 'vitest';
import { imageLayout } from './imageLayout';

describe('image fit', () => {
  const image = { width: 200, height: 100 };
  const box = { width: 100, height: 100 };

  it('contains the whole picture centred', () => {
    expect(imageLayout(image, box, 'contain')).toEqual({ x: 0, y: 25, width: 100, height: 50, crop: { x: 0, y: 0, width: 200, height: 100 } });
  });

  it('covers the box with a centred crop', () => {
    expect(imageLayout(image, box, 'cover')).toEqual({ x: 0, y: 0, width: 100, height: 100, crop: { x: 50, y: 0, width: 100, height: 100 } });
  });

  it('stretches to fill', () => {
    expect(imageLayout(image, box, 'fill')).toMatchObject({ x: 0, y: 0, width: 100, height: 100 });
  });
});
