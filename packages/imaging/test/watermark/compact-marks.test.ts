import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeWatermark } from '../../src/engines/watermark';
import { findCompactMarks } from '../../src/engines/watermark/compact-marks';
import { decodeRaster } from '../../src/raster';
import { psnr } from '../inpaint/metrics';
import { jpeg } from './jpeg';
import { addTextWatermark, type WatermarkSpec } from './add-watermark';
import { ghostRatio } from './ghost';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const load = async (name: string) => decodeRaster(readFileSync(join(fixtures, name)), 3);
/** The watermark evaluation's tuning photo (512 px), as the eval marks it. */
const realPhoto = async (name: string) => decodeRaster(readFileSync(join(import.meta.dirname, '..', 'real-photos', 'photos', `${name}.jpg`)), 3);
const astronaut = () => realPhoto('astronaut');

const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

/** A red logo badge (ring and letters) in the bottom-right corner, as sellers stamp it. */
const BADGE: WatermarkSpec = { text: 'MS', fontSize: 22, opacity: 0.75, position: 'corner', colour: '#d23c3c', ring: '#d23c3c' };

/** Stamps BADGE on a real photo (JPEG q80), removes it without a mask; PSNR on its strokes and the ghost left. */
async function removeBadgeWithoutMask(photo: string) {
  const clean = await realPhoto(photo);
  const { marked, truth } = await addTextWatermark(clean, BADGE);
  const input = await jpeg(marked);
  const removed = await removeWatermark(input, undefined);
  const figures = { before: psnr(input, clean, truth), after: psnr(removed, clean, truth), ghost: ghostRatio(removed, clean, truth) };
  console.log(`${photo} badge: ${figures.before.toFixed(2)} -> ${figures.after.toFixed(2)} dB on the strokes, ghost ${ghostRatio(input, clean, truth).toFixed(2)} -> ${figures.ghost.toFixed(2)}`);
  return figures;
}

/** Clean photos of textures and scenes (JPEG q80) on which no badge may be found. */
const CLEAN = ['watermark-astronaut.png', 'watermark-rocket.png', 'inpaint-coffee.png', 'inpaint-chelsea.png', 'inpaint-brick.png', 'inpaint-grass.png', 'inpaint-gravel.png', 'bgr-brick.jpg', 'bgr-burlap.jpg', 'bgr-flag.jpg', 'bgr-fur.jpg', 'bgr-grass.jpg', 'bgr-gravel.jpg', 'bgr-launchpad.jpg', 'bgr-leaves.jpg', 'bgr-marble.jpg', 'bgr-sky.jpg', 'bgr-table.jpg', 'bgr-walnut.jpg'];

describe('round logo badges found by their shape', () => {
  it.each(CLEAN)('finds nothing on the clean %s', async (name) => {
    const found = findCompactMarks(await jpeg(await load(name)));
    expect(found.boxes).toEqual([]);
    expect(count(found.regions)).toBe(0);
  });

  it('finds the whole badge on the astronaut (over the black helmet, its white rim and the suit)', async () => {
    const clean = await astronaut();
    const { marked, truth } = await addTextWatermark(clean, BADGE);
    const found = findCompactMarks(await jpeg(marked));
    let covered = 0;
    for (let i = 0; i < truth.length; i++) covered += truth[i] & found.regions[i];
    expect(covered / count(truth)).toBeGreaterThanOrEqual(0.99);
    expect(found.boxes).toHaveLength(1);
  });

  it('removes the badge without a mask: un-blended with its ink, no readable ghost', async () => {
    const { before, after, ghost } = await removeBadgeWithoutMask('astronaut');
    expect(after - before).toBeGreaterThanOrEqual(4);
    expect(ghost).toBeLessThan(3);
  }, 60_000);

  it('finds the badge over the rocket\'s lattice tower (busy around it, but not in the ring\'s red)', async () => {
    const clean = await realPhoto('rocket');
    const { marked, truth } = await addTextWatermark(clean, BADGE);
    const input = await jpeg(marked);
    const found = findCompactMarks(input);
    let covered = 0;
    for (let i = 0; i < truth.length; i++) covered += truth[i] & found.regions[i];
    expect(covered / count(truth)).toBeGreaterThanOrEqual(0.99);
    expect(found.boxes).toHaveLength(1);
    // Nothing on the same photo without the badge.
    expect(findCompactMarks(await jpeg(clean)).boxes).toEqual([]);
  });

  it('removes the badge over the rocket\'s tower without a mask', async () => {
    const { before, after, ghost } = await removeBadgeWithoutMask('rocket');
    // 2026-11-27: 11.09 -> 17.55 dB, ghost 8.86 -> 1.13; before the ink test the ring was not found (0 dB).
    expect(after - before).toBeGreaterThanOrEqual(5);
    expect(ghost).toBeLessThan(2);
  }, 60_000);
});
