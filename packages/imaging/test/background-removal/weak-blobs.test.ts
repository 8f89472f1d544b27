/**
 * Weak blobs near the subject given back after the support step (weak-blobs.ts): a drum's foot
 * that ISNet scores ~0.43 with nothing linking it to the drum, on hand-made maps.
 */
import { describe, expect, it } from 'vitest';
import { modelInputFromRaster } from '../../src/engines/background-removal';
import { matteFromProbability } from '../../src/engines/background-removal/remove-background';
import { restrictToSubject } from '../../src/engines/background-removal/subject-support';
import { restoreWeakBlobs } from '../../src/engines/background-removal/weak-blobs';
import type { Raster } from '../../src/raster';

const GRID = 1024;

/** A 1024 map: a confident body (a 400x300 box) and a round blob of the given peak at (x, y). */
function drumMap(blob: { x: number; y: number; radius: number; peak: number }): Float32Array {
  const p = new Float32Array(GRID * GRID);
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      if (x >= 300 && x < 700 && y >= 300 && y < 600) p[y * GRID + x] = 1;
      const r = Math.hypot(x - blob.x, y - blob.y);
      if (r < blob.radius) p[y * GRID + x] = blob.peak * Math.min(1, (blob.radius - r) / 4);
    }
  }
  return p;
}

/** The body and blob of a map as a photo: red drum, dark foot, grey wall (side 512). */
function drumPhoto(blob: { x: number; y: number; radius: number }): Raster {
  const side = 512;
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const gx = x * 2 + 1;
      const gy = y * 2 + 1;
      const body = gx >= 300 && gx < 700 && gy >= 300 && gy < 600;
      const foot = Math.hypot(gx - blob.x, gy - blob.y) < blob.radius;
      const colour = body ? [170, 30, 40] : foot ? [20, 40, 30] : [140, 140, 140];
      data.set(colour, (y * side + x) * 3);
    }
  }
  return { width: side, height: side, channels: 3, data };
}

describe('weak blobs near the subject', () => {
  const foot = { x: 340, y: 650, radius: 14, peak: 0.43 };

  it('gives back a weak compact blob near the subject (a foot), opaque in the matte', async () => {
    const photo = drumPhoto(foot);
    const planes = await modelInputFromRaster(photo);
    const { alpha } = await matteFromProbability(photo, planes, drumMap(foot));
    // Photo pixel (170, 325) is grid (341, 651), the foot's centre.
    expect(alpha[325 * photo.width + 170]).toBeGreaterThan(0.5);
    expect(alpha[225 * photo.width + 250]).toBe(1);
    expect(alpha[50 * photo.width + 50]).toBe(0);
  });

  const restored = (blob: { x: number; y: number; radius: number; peak: number }) => {
    const p = drumMap(blob);
    const raw = Float32Array.from(p);
    restrictToSubject(p, GRID);
    const count = restoreWeakBlobs(raw, p, GRID);
    return { count, centre: p[blob.y * GRID + blob.x] };
  };

  it('scales the blob by its peak, so its core is opaque', () => {
    const { count, centre } = restored(foot);
    expect(count).toBeGreaterThan(300);
    expect(centre).toBeCloseTo(1, 5);
  });

  it('leaves a blob far from the subject (debris) dropped', () => {
    expect(restored({ ...foot, y: 800 }).count).toBe(0);
  });

  it('leaves a faint blob (below the peak) and a confident one (the support step judged it) dropped', () => {
    expect(restored({ ...foot, peak: 0.2 }).count).toBe(0);
    expect(restored({ ...foot, peak: 0.9 }).count).toBe(0);
  });

  it('leaves a speck smaller than the least area dropped', () => {
    expect(restored({ ...foot, radius: 3 }).count).toBe(0);
  });
});
