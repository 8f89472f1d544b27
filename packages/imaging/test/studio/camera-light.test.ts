import { describe, expect, it } from 'vitest';
import { estimateCameraElevation, floorPoint } from '../../src/engines/studio/camera';
import { floorLight, shadowAngle, wallLight } from '../../src/engines/studio/lighting';
import type { SceneLight } from '../../src/engines/studio';
import type { Raster } from '../../src/raster';

/** An RGBA cylinder seen from `elevation` radians above: a box with a half-ellipse base (and a rim on top). */
function cylinder(elevation: number, width = 200, bodyHeight = 220): Raster {
  const ry = (width / 2) * Math.sin(elevation);
  const height = Math.ceil(bodyHeight + 2 * ry) + 4;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const n = (x + 0.5 - width / 2) / (width / 2);
      const base = ry + bodyHeight + ry * Math.sqrt(Math.max(0, 1 - n * n));
      const topRim = ry - ry * Math.sqrt(Math.max(0, 1 - n * n));
      if (y + 0.5 <= base && y + 0.5 >= topRim) data.set([120, 120, 120, 255], (y * width + x) * 4);
    }
  return { width, height, channels: 4, data };
}

describe('camera height read from the product', () => {
  it.each([0, 0.2, 0.45, 0.7])('recovers a round base seen from %f rad above within 0.08 rad', (elevation) => {
    expect(Math.abs(estimateCameraElevation(cylinder(elevation)) - elevation)).toBeLessThan(0.08);
  });
});

describe('floor plane in perspective', () => {
  const horizon = 300;
  const contactY = 800;
  const centreX = 500;
  it('makes lines of constant across-position converge at the vanishing point on the horizon', () => {
    for (const slope of [-0.8, 0.3, 1.5]) {
      const at = (y: number) => floorPoint(centreX + slope * (y - horizon), y, horizon, contactY, centreX, 200, 1300).u;
      expect(at(400)).toBeCloseTo(at(950), 9);
      expect(at(320)).toBeCloseTo(at(700), 9);
    }
  });
  it('compresses the floor towards the horizon: equal steps of depth take fewer rows farther away', () => {
    const rowOf = (v: number) => {
      let y = contactY;
      while (floorPoint(centreX, y, horizon, contactY, centreX, 200, 1300).v < v) y--;
      return y;
    };
    const near = contactY - rowOf(1);
    const far = rowOf(1) - rowOf(2);
    expect(floorPoint(centreX, contactY, horizon, contactY, centreX, 200, 1300).v).toBeCloseTo(0, 9);
    expect(far).toBeLessThan(near * 0.8);
  });
});

describe('one light direction for the set and the shadow', () => {
  const light = (direction: number): SceneLight => ({ direction, hardness: 0.5, temperature: 0, golden: 0, neon: 0, overhead: false });
  it.each([-0.8, -0.3, 0.4, 0.9])('key light at %f: wall and floor brighter on its side, shadow thrown to the other', (direction) => {
    const side = Math.sign(direction);
    expect(Math.sign(wallLight(light(direction), 0.6, 0.5, 0) - wallLight(light(direction), -0.6, 0.5, 0))).toBe(side);
    expect(Math.sign(floorLight(light(direction), 0.6, 0.4, 0) - floorLight(light(direction), -0.6, 0.4, 0))).toBe(side);
    // Shadow angles: 0 = right, 270 = straight back; its horizontal part points away from the light.
    expect(Math.sign(Math.cos((shadowAngle(light(direction), 0) * Math.PI) / 180))).toBe(-side);
  });
});
