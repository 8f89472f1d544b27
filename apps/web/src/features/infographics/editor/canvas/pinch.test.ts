import { describe, expect, it } from 'vitest';
import { pinchView } from './pinch';

describe('pinchView', () => {
  const view = { zoom: 0.5, x: 10, y: 20 };

  it('doubles the zoom when the fingers move twice as far apart, keeping the point between them', () => {
    const next = pinchView(view, [{ x: 100, y: 100 }, { x: 200, y: 100 }], [{ x: 50, y: 100 }, { x: 250, y: 100 }]);
    expect(next.zoom).toBeCloseTo(1);
    // Card point under (150, 100) before: ((150-10)/0.5, (100-20)/0.5) = (280, 160); still under (150, 100).
    expect(next.x + 280 * next.zoom).toBeCloseTo(150);
    expect(next.y + 160 * next.zoom).toBeCloseTo(100);
  });

  it('pans with the fingers when their distance stays the same', () => {
    const next = pinchView(view, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 30, y: -40 }, { x: 130, y: -40 }]);
    expect(next).toEqual({ zoom: 0.5, x: 40, y: -20 });
  });

  it('keeps the zoom within the limits', () => {
    expect(pinchView(view, [{ x: 0, y: 0 }, { x: 1, y: 0 }], [{ x: 0, y: 0 }, { x: 1000, y: 0 }]).zoom).toBe(8);
  });
});
