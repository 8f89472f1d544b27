import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, fitView, panBy, zoomAt, zoomBy } from './viewport';

describe('viewport maths', () => {
  it('fits a tall card by its height and centres it', () => {
    const view = fitView({ width: 1000, height: 648 }, { width: 900, height: 1200 });
    expect(view.zoom).toBeCloseTo(0.5);
    expect(view.y).toBeCloseTo(24);
    expect(view.x).toBeCloseTo((1000 - 450) / 2);
  });

  it('fits a wide card by its width', () => {
    const view = fitView({ width: 548, height: 2000 }, { width: 1000, height: 500 });
    expect(view.zoom).toBeCloseTo(0.5);
    expect(view.x).toBeCloseTo(24);
  });

  it('keeps the point under the pointer fixed when zooming', () => {
    const view = { zoom: 0.5, x: 100, y: 50 };
    const point = { x: 300, y: 250 };
    const next = zoomAt(view, point, 1);
    expect(next.zoom).toBe(1);
    // card point (400, 400) was under the pointer and still is
    expect((point.x - next.x) / next.zoom).toBeCloseTo(400);
    expect((point.y - next.y) / next.zoom).toBeCloseTo(400);
  });

  it('clamps zoom and steps by a factor', () => {
    expect(zoomAt({ zoom: 1, x: 0, y: 0 }, { x: 0, y: 0 }, 100).zoom).toBe(MAX_ZOOM);
    expect(zoomBy({ zoom: 1, x: 0, y: 0 }, { x: 0, y: 0 }, 1).zoom).toBeCloseTo(1.2);
    expect(zoomBy({ zoom: 1, x: 0, y: 0 }, { x: 0, y: 0 }, -1).zoom).toBeCloseTo(1 / 1.2);
  });

  it('pans by screen pixels', () => {
    expect(panBy({ zoom: 2, x: 10, y: 10 }, 5, -20)).toEqual({ zoom: 2, x: 15, y: -10 });
  });
});
