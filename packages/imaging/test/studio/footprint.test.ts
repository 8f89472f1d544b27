import { describe, expect, it } from 'vitest';
import { productFootprints } from '../../src/engines/studio/footprint';
import type { SceneLayout } from '../../src/engines/studio/layout';
import type { Raster } from '../../src/raster';

/** An RGBA cut-out drawn by `inside(x, y)`. */
function shape(width: number, height: number, inside: (x: number, y: number) => boolean): Raster {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (inside(x + 0.5, y + 0.5)) data.set([90, 90, 90, 255], (y * width + x) * 4);
  return { width, height, channels: 4, data };
}

const layoutFor = (cutout: Raster): SceneLayout => ({
  width: 1000,
  height: 1000,
  horizon: 400,
  eyeLevel: 400,
  contactY: 800,
  product: { left: 300, top: 800 - cutout.height, width: cutout.width, height: cutout.height },
  focal: 1300,
  lightJitter: 0,
  podium: false,
  propSide: 1,
  propScale: 1,
});

describe('where a product touches the floor', () => {
  it('a flat base is one piece as wide as the product, on the floor line', () => {
    const bottle = shape(120, 300, (x) => x > 10 && x < 110);
    const [piece, ...rest] = productFootprints(bottle, layoutFor(bottle), 0);
    expect(rest).toHaveLength(0);
    expect(piece?.baseWidth).toBeCloseTo(100, -1);
    expect(Math.max(...(piece?.contact.map((p) => p.y) ?? []))).toBe(800);
  });

  it('headphones stand on two ear cups: two pieces, each reaching about its own size, not the pair', () => {
    // Two round cups joined by a band over the top.
    const headphones = shape(300, 260, (x, y) => Math.hypot(x - 50, y - 200) < 45 || Math.hypot(x - 250, y - 200) < 45 || (y < 40 && x > 20 && x < 280));
    const pieces = productFootprints(headphones, layoutFor(headphones), 0);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) {
      expect(piece.baseWidth).toBeLessThan(60);
      expect(piece.reach).toBeLessThan(0.35 * 300 * 0.5);
    }
  });

  it('a round base seen from above keeps its rising sides on the floor; at eye level they are lifted off it', () => {
    // A half-ellipse base 200 wide and 60 deep: sin(elevation) = 0.6.
    const saucer = shape(200, 200, (x, y) => y < 140 + 60 * Math.sqrt(Math.max(0, 1 - ((x - 100) / 100) ** 2)));
    const span = (elevation: number) => {
      const [piece] = productFootprints(saucer, layoutFor(saucer), elevation);
      return piece?.baseWidth ?? 0;
    };
    expect(span(Math.asin(0.6))).toBeGreaterThan(180);
    expect(span(0)).toBeLessThan(100);
  });
});
