import { describe, expect, it } from 'vitest';
import { alphaInfo } from './alphaBounds';

/** A width × height RGBA picture, transparent except the given opaque box. */
function picture(width: number, height: number, opaque: { x: number; y: number; width: number; height: number } | 'all') {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const inside = opaque === 'all' || (x >= opaque.x && x < opaque.x + opaque.width && y >= opaque.y && y < opaque.y + opaque.height);
      data[(y * width + x) * 4 + 3] = inside ? 255 : 0;
    }
  return data;
}

describe('alphaInfo', () => {
  it('finds the visible pixels of a cut-out with wide transparent margins', () => {
    expect(alphaInfo(picture(100, 80, { x: 10, y: 30, width: 20, height: 40 }), 100, 80)).toEqual({ transparent: true, bounds: { x: 10, y: 30, width: 20, height: 40 } });
  });

  it('tells a photo with its background (no transparency) from a cut-out', () => {
    expect(alphaInfo(picture(10, 10, 'all'), 10, 10)).toEqual({ transparent: false, bounds: { x: 0, y: 0, width: 10, height: 10 } });
  });

  it('ignores faint haze and falls back to the whole picture when nothing is visible', () => {
    const data = picture(10, 10, { x: 0, y: 0, width: 0, height: 0 });
    data[3] = 5;
    expect(alphaInfo(data, 10, 10)).toEqual({ transparent: true, bounds: { x: 0, y: 0, width: 10, height: 10 } });
  });
});
