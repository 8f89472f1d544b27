/**
 * Smooth parts the network missed that stick out of the subject's closing, on a textured
 * background (outer-smooth-runs.ts): a cement mixer's second wheel, behind the first, scored ~0 by
 * ISNet and mostly outside any concavity of the rest; on hand-made maps.
 */
import { describe, expect, it } from 'vitest';
import { modelInputFromRaster } from '../../src/engines/background-removal';
import { matteFromProbability } from '../../src/engines/background-removal/remove-background';
import type { Raster } from '../../src/raster';
import { certainMap } from './part-map';
import { random } from './shapes';

const GRID = 1024;

type Part = 'body' | 'wheel' | 'hidden wheel' | 'leaf' | 'none';

/** In grid coordinates: a body (box), a wheel below it, a second wheel behind that one, a leaf beside the body. */
function partAt(x: number, y: number): Part {
  if (x >= 300 && x < 700 && y >= 250 && y < 550) return 'body';
  if (Math.hypot(x - 350, y - 700) < 50) return 'wheel';
  if (Math.hypot(x - 440, y - 730) < 50) return 'hidden wheel';
  if (x >= 700 && x < 780 && y >= 360 && y < 440) return 'leaf';
  return 'none';
}

/** The network's map: body and front wheel certain, the wheel behind and the leaf 0. */
function missedWheelMap(): Float32Array {
  return certainMap(GRID, (x, y) => {
    const part = partAt(x, y);
    return part === 'body' || part === 'wheel';
  });
}

/**
 * A 512 photo on noisy grey "grass": a smooth body, two dark smooth tyres (the subject's outline
 * holds that dark), and a smooth leaf of the grass's own mean colour.
 */
function photo(): Raster {
  const side = 512;
  const next = random(11);
  const data = new Uint8Array(side * side * 3);
  const values: Record<Part, number> = { body: 190, wheel: 40, 'hidden wheel': 40, leaf: 110, none: 0 };
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const part = partAt(x * 2 + 1, y * 2 + 1);
      const value = part === 'none' ? 60 + 100 * next() : values[part];
      data.set([value, value, value], (y * side + x) * 3);
    }
  }
  return { width: side, height: side, channels: 3, data };
}

describe('smooth runs outside the closing, on a textured background', () => {
  it('adds a smooth part touching the subject, of the subject’s colours, that the network scored 0', async () => {
    const image = photo();
    const planes = await modelInputFromRaster(image);
    const { alpha } = await matteFromProbability(image, planes, missedWheelMap());
    // Photo (235, 375) is grid (471, 751): the hidden wheel's lower right, outside any concavity.
    expect(alpha[375 * 512 + 235]).toBeGreaterThan(0.5);
  });

  it('leaves a smooth patch of the ground’s colour touching the subject', async () => {
    const image = photo();
    const planes = await modelInputFromRaster(image);
    const { alpha } = await matteFromProbability(image, planes, missedWheelMap());
    // Photo (370, 200) is grid (741, 401): the leaf's middle.
    expect(alpha[200 * 512 + 370]).toBeLessThan(0.5);
    expect(alpha[40 * 512 + 40]).toBe(0);
  });
});
