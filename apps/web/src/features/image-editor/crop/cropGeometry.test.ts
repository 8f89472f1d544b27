import { describe, expect, it } from 'vitest';
import { cropOperation, findShape, initialRect, keyboardCrop, largestRect, MIN_CROP, moveRect, resizeRect, type Rect } from './cropGeometry';

const image = { width: 400, height: 300 };
const inside = (rect: Rect) => rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= image.width && rect.y + rect.height <= image.height;

describe('crop geometry', () => {
  it('starts with the largest centred rectangle of the ratio', () => {
    expect(largestRect(image, 1)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(largestRect(image, 16 / 9)).toEqual({ x: 0, y: 38, width: 400, height: 225 });
    expect(initialRect(image, findShape('free'))).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });

  it('places the exact 900×1200 card when the image is large enough, else keeps 3:4', () => {
    expect(initialRect({ width: 1000, height: 1500 }, findShape('card-900'))).toEqual({ x: 50, y: 150, width: 900, height: 1200 });
    expect(initialRect(image, findShape('card-900'))).toEqual({ x: 88, y: 0, width: 225, height: 300 });
  });

  it('moves without leaving the image', () => {
    const rect = { x: 50, y: 0, width: 300, height: 300 };
    expect(moveRect(rect, -80, 10, image)).toEqual({ ...rect, x: 0, y: 0 });
    expect(moveRect(rect, 30, 0, image)).toEqual({ ...rect, x: 80 });
  });

  it('drags a free corner with the opposite corner fixed, clamped to the image', () => {
    const start = { x: 100, y: 100, width: 100, height: 100 };
    expect(resizeRect(start, 'se', 50, 20, image, null)).toEqual({ x: 100, y: 100, width: 150, height: 120 });
    expect(resizeRect(start, 'nw', 30, -500, image, null)).toEqual({ x: 130, y: 0, width: 70, height: 200 });
    expect(resizeRect(start, 'e', 1000, 0, image, null)).toEqual({ x: 100, y: 100, width: 300, height: 100 });
    expect(resizeRect(start, 'w', 500, 0, image, null).width).toBe(MIN_CROP);
  });

  it('keeps the ratio while dragging any handle', () => {
    const start = { x: 100, y: 100, width: 100, height: 100 };
    const corner = resizeRect(start, 'se', 60, 10, image, 1);
    expect(corner).toEqual({ x: 100, y: 100, width: 160, height: 160 });
    const edge = resizeRect(start, 'e', 40, 0, image, 1);
    expect(edge).toEqual({ x: 100, y: 80, width: 140, height: 140 });
    const tooBig = resizeRect(start, 'se', 1000, 1000, image, 1);
    expect(tooBig.width).toBe(tooBig.height);
    expect(inside(tooBig)).toBe(true);
    const wide = resizeRect({ x: 0, y: 0, width: 160, height: 90 }, 'se', 1000, 0, image, 16 / 9);
    expect(wide).toEqual({ x: 0, y: 0, width: 400, height: 225 });
  });

  it('moves with arrows and resizes with Shift+arrows', () => {
    const rect = { x: 100, y: 100, width: 100, height: 100 };
    expect(keyboardCrop(rect, 'ArrowLeft', false, 10, image, null, true)).toEqual({ ...rect, x: 90 });
    expect(keyboardCrop(rect, 'ArrowRight', true, 10, image, null, true)).toEqual({ ...rect, width: 110 });
    expect(keyboardCrop(rect, 'ArrowUp', true, 10, image, null, true)).toEqual({ ...rect, height: 90 });
    expect(keyboardCrop(rect, 'ArrowRight', true, 10, image, null, false)).toEqual(rect);
    expect(keyboardCrop(rect, 'Enter', false, 10, image, null, true)).toBeNull();
  });

  it('sends the integer rectangle as the crop operation', () => {
    expect(cropOperation({ x: 1, y: 2, width: 3, height: 4 })).toEqual({ operation: { type: 'crop', x: 1, y: 2, width: 3, height: 4 } });
  });
});
