/**
 * Parts the network missed between parts of the subject, on a smooth backdrop (colour-gaps.ts):
 * a wooden toy's beige arm between its body and the lantern it holds, over an orange-brown
 * table, scored ~0 by ISNet; on hand-made maps.
 */
import { describe, expect, it } from 'vitest';
import { modelInputFromRaster } from '../../src/engines/background-removal';
import { fillColourGaps } from '../../src/engines/background-removal/colour-gaps';
import { matteFromProbability } from '../../src/engines/background-removal/remove-background';
import type { Raster } from '../../src/raster';
import { certainMap } from './part-map';
import { random } from './shapes';

const GRID = 1024;

type Part = 'body' | 'lantern' | 'arm' | 'none';

/** In grid coordinates: a body (box), a lantern left of it (box) and an arm joining them (bar). */
function partAt(x: number, y: number): Part {
  if (x >= 500 && x < 750 && y >= 250 && y < 800) return 'body';
  if (x >= 310 && x < 400 && y >= 350 && y < 550) return 'lantern';
  if (x >= 400 && x < 500 && y >= 420 && y < 480) return 'arm';
  return 'none';
}

/** The network's map: body and lantern certain, the arm missed (0), as on the wooden toy. */
function missedArmMap(): Float32Array {
  return certainMap(GRID, (x, y) => {
    const part = partAt(x, y);
    return part === 'body' || part === 'lantern';
  });
}

const BEIGE = [225, 200, 160];
const DARK = [40, 35, 30];
const TABLE = [170, 95, 50];

/** A 512 photo: a beige body and arm, a dark lantern, on an orange-brown table, smooth or rough. */
function photo(textured: boolean): Raster {
  const side = 512;
  const next = random(11);
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const part = partAt(x * 2 + 1, y * 2 + 1);
      const grain = textured ? 120 * (next() - 0.5) : 6 * (next() - 0.5);
      const colour = part === 'lantern' ? DARK : part === 'none' ? TABLE.map((v) => v + grain) : BEIGE;
      data.set(colour.map((v) => Math.max(0, Math.min(255, Math.round(v)))), (y * side + x) * 3);
    }
  }
  return { width: side, height: side, channels: 3, data };
}

describe('colour gaps on a smooth backdrop', () => {
  // Photo pixel (225, 225) is grid (451, 451), the arm's middle.
  const arm = 225 * 512 + 225;

  it('adds a part of the subject colour between two parts that the network scored 0', async () => {
    const image = photo(false);
    const planes = await modelInputFromRaster(image);
    const { alpha } = await matteFromProbability(image, planes, missedArmMap());
    expect(alpha[arm]).toBeGreaterThan(0.5);
    // The table above and below the arm, inside the same concavity, stays background.
    expect(alpha[190 * 512 + 225]).toBeLessThan(0.5);
    expect(alpha[260 * 512 + 225]).toBeLessThan(0.5);
    expect(alpha[40 * 512 + 40]).toBe(0);
  });

  it('does nothing on a rough backdrop, where a block mean is not the ground colour', async () => {
    const image = photo(true);
    const planes = await modelInputFromRaster(image);
    expect(fillColourGaps(missedArmMap(), planes, GRID)).toBe(0);
  });
});
