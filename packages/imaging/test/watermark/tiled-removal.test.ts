import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectWatermarkMask } from '../../src/engines/watermark';
import { findTiledMark, unblendTiledMark } from '../../src/engines/watermark/tiled-removal';
import { eraseTiledMark } from './tiled-step';
import { decodeRaster } from '../../src/raster';
import { psnr } from '../inpaint/metrics';
import { jpeg } from './jpeg';
import { addTextWatermark, type WatermarkSpec } from './add-watermark';
import { ghostRatio } from './ghost';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const photos = join(import.meta.dirname, '..', 'real-photos', 'photos');
/** A fixture (`*.png`, small) or a photo of the real-photo set (`*.jpg`, the eval's size). */
const load = async (name: string) => decodeRaster(readFileSync(join(name.endsWith('.jpg') ? photos : fixtures, name)), 3);

function grown(truth: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(truth.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!truth[y * width + x]) continue;
      for (let v = Math.max(0, y - 2); v <= Math.min(height - 1, y + 2); v++) for (let u = Math.max(0, x - 2); u <= Math.min(width - 1, x + 2); u++) out[v * width + u] = 1;
    }
  }
  return out;
}

const PREVIEW: WatermarkSpec = { text: 'PREVIEW', fontSize: 36, opacity: 0.4, position: 'tiled' };
const GREY_C: WatermarkSpec = { text: '© myshop', fontSize: 22, opacity: 0.35, position: 'tiled', colour: '#8a8a8a' };

/**
 * Issue 25's tiled marks (as in the eval), JPEG q80, removed by the tiled step alone: on the
 * tuning photos at the eval's size, and on small fixtures (few tiles, so a weaker median: kept
 * as no worse or a small gain).
 */
const CASES: Array<{ name: string; photo: string; spec: WatermarkSpec; least: number }> = [
  { name: 'tiled white PREVIEW on the rocket', photo: 'rocket.jpg', spec: PREVIEW, least: 8 },
  { name: 'tiled grey © on the rocket', photo: 'rocket.jpg', spec: GREY_C, least: 4 },
  { name: 'tiled white PREVIEW on the astronaut', photo: 'astronaut.jpg', spec: PREVIEW, least: 3 },
  { name: 'tiled white PREVIEW on a small rocket', photo: 'watermark-rocket.png', spec: PREVIEW, least: 2 },
  { name: 'tiled grey © on a small rocket', photo: 'watermark-rocket.png', spec: GREY_C, least: 3 },
  { name: 'tiled white PREVIEW on a small cat (3 tiles)', photo: 'inpaint-chelsea.png', spec: PREVIEW, least: 0 },
];

describe('tiled mark removal (lattice, per-tile matte, soft un-blend)', () => {
  it.each(CASES)('$name gains at least $least dB in the mark', async ({ photo, spec, least }) => {
    const clean = await load(photo);
    const { marked, truth } = await addTextWatermark(clean, spec);
    const input = await jpeg(marked);
    const region = grown(truth, clean.width, clean.height);
    const removed = eraseTiledMark(input);
    const gain = psnr(removed, clean, region) - psnr(input, clean, region);
    console.log(`${photo} ${spec.text}: ${gain.toFixed(2)} dB in the mark`);
    expect(gain).toBeGreaterThanOrEqual(least);
  });

  // A readable inverted ghost of PREVIEW on the coffee photo (JPEG ringing divided by 1 - m,
  // 4:2:0 chroma fringes, a colour fit pulled towards the photo) scored 4.43 at +7.6 dB.
  it('leaves no readable ghost of the tiled PREVIEW on the coffee photo', async () => {
    const clean = await load('coffee.jpg');
    const { marked, truth } = await addTextWatermark(clean, PREVIEW);
    const removed = eraseTiledMark(await jpeg(marked));
    const ghost = ghostRatio(removed, clean, truth);
    console.log(`coffee.jpg PREVIEW ghost ${ghost.toFixed(2)}`);
    expect(ghost).toBeLessThan(2.6);
  });

  // False positives: a photo without a mark must come back untouched (brick and gravel repeat).
  it.each(['watermark-rocket.png', 'watermark-astronaut.png', 'inpaint-coffee.png', 'inpaint-brick.png', 'inpaint-gravel.png', 'inpaint-grass.png', 'brick.jpg', 'gravel.jpg'])('leaves %s without a mark unchanged', async (photo) => {
    const input = await jpeg(await load(photo));
    const removed = eraseTiledMark(input);
    expect(Buffer.compare(Buffer.from(removed.data), Buffer.from(input.data))).toBe(0);
    // The detection mask (tiled search on by default on the server) adds only this validated mark.
    expect(findTiledMark(input)).toBeUndefined();
  });

  // The lattice search alone fires on this small brick wall (7157 px of mask before the
  // detection used the validated strokes); the seller must not see the mortar as a mark.
  it('the detection mask with the tiled search adds nothing on a brick wall', async () => {
    const input = await jpeg(await load('inpaint-brick.png'));
    const withTiled = await detectWatermarkMask(input, { detectTiled: true });
    const textOnly = await detectWatermarkMask(input, { detectTiled: false });
    expect(Buffer.compare(Buffer.from(withTiled.mask.data), Buffer.from(textOnly.mask.data))).toBe(0);
  });

  // The seller's corrected mask bounds the un-blend: pixels outside it are kept as they are.
  it('un-blends only inside a given mask', async () => {
    const clean = await load('rocket.jpg');
    const { marked, truth } = await addTextWatermark(clean, PREVIEW);
    const input = await jpeg(marked);
    const mark = findTiledMark(input);
    expect(mark).toBeDefined();
    const within = new Uint8Array(clean.width * clean.height);
    for (let p = 0; p < within.length; p++) within[p] = p % clean.width < clean.width / 2 ? 1 : 0;
    const removed = unblendTiledMark(input, mark!, within);
    const left = grown(truth, clean.width, clean.height).map((v, p) => v & within[p]);
    expect(psnr(removed, clean, left) - psnr(input, clean, left)).toBeGreaterThanOrEqual(4);
    for (let p = 0; p < within.length; p++) {
      if (within[p]) continue;
      for (let k = 0; k < 3; k++) if (removed.data[p * 3 + k] !== input.data[p * 3 + k]) expect.fail(`pixel ${p} outside the mask changed`);
    }
  });
});
