import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectWatermarkMask, removeWatermark } from '../../src/engines/watermark';
import { followCaptions } from '../../src/engines/watermark/caption-follow';
import { dilateSquare } from '../../src/engines/inpaint/mask-ops';
import { decodeRaster, type Raster } from '../../src/raster';
import { addTextWatermark, type WatermarkSpec } from './add-watermark';
import { readableGhost } from './ghost';
import { jpeg } from './jpeg';
import { outsideDamage } from './outside-damage';

/** The eval's "white © caption" (`scripts/eval/watermark-marks.ts`). */
const CAPTION: WatermarkSpec = { text: '© cafe-shop.com', fontSize: 34, opacity: 0.55, position: 'centre', font: { family: 'Noto Sans', weight: 'bold' } };

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** White straight lines blended at 0.6 (mortar joints, fence posts, a rail), drawn before the caption; and where they are. */
function drawLines(image: Raster, rects: Box[]): { image: Raster; lines: Uint8Array } {
  const data = image.data.slice();
  const lines = new Uint8Array(image.width * image.height);
  for (const r of rects) {
    for (let y = Math.max(0, r.y0); y < Math.min(image.height, r.y1); y++) {
      for (let x = Math.max(0, r.x0); x < Math.min(image.width, r.x1); x++) {
        lines[y * image.width + x] = 1;
        for (let k = 0; k < 3; k++) data[(y * image.width + x) * 3 + k] = Math.round(0.4 * data[(y * image.width + x) * 3 + k] + 0.6 * 255);
      }
    }
  }
  return { image: { ...image, data }, lines };
}

function boxOf(mask: Uint8Array, width: number): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x + 1);
    box.y1 = Math.max(box.y1, y + 1);
  }
  return box;
}

/**
 * The caption on a photo (with white lines drawn first, if any), JPEG q80; the detector's region
 * stood in for by a box over the middle third of the caption's letters (the detector read only
 * "afe-sho" of it on the astronaut). Returns what the follower added and the caption's box.
 */
async function follow(file: string, lines: (caption: Box) => Box[]): Promise<{ covered: number; caption: Box; added: Box | undefined; onLines: number }> {
  const clean = await decodeRaster(readFileSync(file), 3);
  const { width } = clean;
  const probe = await addTextWatermark(clean, CAPTION);
  const caption = boxOf(probe.truth, width);
  const drawn = drawLines(clean, lines(caption));
  const { marked, truth, footprint } = await addTextWatermark(drawn.image, CAPTION);
  const input = await jpeg(marked);
  const regions = new Uint8Array(truth.length);
  const third = Math.round((caption.x1 - caption.x0) / 3);
  for (let y = caption.y0 + 3; y < caption.y1 - 3; y++) for (let x = caption.x0 + third; x < caption.x1 - third; x++) regions[y * width + x] = 1;
  const followed = followCaptions(input, regions);
  const out = followed.regions;
  const extra = out.map((v, p) => (v && !regions[p] ? 1 : 0));
  let inside = 0;
  let letters = 0;
  for (let p = 0; p < truth.length; p++) {
    if (!truth[p]) continue;
    letters++;
    inside += out[p];
  }
  // On the drawn lines: strokes handed to removal anywhere; added region beyond the ring of 3 px it
  // takes round the letters' strokes, which JPEG spreads up to 3 px past the mark (7 px from the
  // mark's footprint; a rail 6 px past the astronaut's "m" gets 4 px of region, none of strokes).
  const nearLetters = dilateSquare(footprint, width, clean.height, 7);
  let onLines = 0;
  for (let p = 0; p < extra.length; p++) onLines += drawn.lines[p] && (followed.strokes?.[p] === 2 || (extra[p] && !nearLetters[p])) ? 1 : 0;
  return { covered: inside / letters, caption, added: extra.some((v) => v === 1) ? boxOf(extra, width) : undefined, onLines };
}

const photos = join(import.meta.dirname, '..', 'real-photos', 'photos');
const fixtures = join(import.meta.dirname, '..', 'fixtures');

describe('a caption read in part is followed along its line to its ends, and no farther', () => {
  // The text detector reads "afe-sho" of the eval's caption on the astronaut; the follower has to
  // find the © over the suit and "p.com" over the wall (ghost 27.93 with the part alone).
  it.each([
    ['astronaut', join(photos, 'astronaut.jpg')],
    ['rocket', join(photos, 'rocket.jpg')],
  ])('reaches both ends of the caption on %s', async (name, file) => {
    const { covered, caption, added } = await follow(file, () => []);
    console.log(`caption on ${name}: ${(covered * 100).toFixed(1)} % of the letters in the regions, added ${JSON.stringify(added)}, caption ${JSON.stringify(caption)}`);
    expect(covered).toBeGreaterThan(0.95);
    expect(added!.x0).toBeGreaterThan(caption.x0 - 10);
    expect(added!.x1).toBeLessThan(caption.x1 + 10);
  });

  // Over grass the blades' highlights pass for strokes: the walk must stop at the caption's end
  // (an earlier version walked on to 23 px from the photo's edge). It reaches the © on the left;
  // on the right the seed's band, widened by the grass, finds no letter it trusts (a known gap).
  it('goes no farther than the caption over grass', async () => {
    const { covered, caption, added } = await follow(join(fixtures, 'bgr-grass.jpg'), () => []);
    console.log(`caption on grass: ${(covered * 100).toFixed(1)} % of the letters in the regions, added ${JSON.stringify(added)}, caption ${JSON.stringify(caption)}`);
    expect(covered).toBeGreaterThan(0.6);
    expect(added!.x0).toBeGreaterThan(caption.x0 - 10);
    expect(added!.x1).toBeLessThan(caption.x1 + 10);
  });

  // Held-out brick: an earlier follower walked into the white mortar past both ends of the
  // caption and darkened it (outside px 415 -> 5179). White lines drawn on tuning photos: a joint
  // along the line past each end, posts across it; the follower must stop at the letters.
  it.each([
    ['astronaut', join(photos, 'astronaut.jpg')],
    ['rocket', join(photos, 'rocket.jpg')],
  ])('stops at the caption where white straight lines continue it on %s', async (_name, file) => {
    const { caption, added, onLines } = await follow(file, (c) => {
      const mid = Math.round((c.y0 + c.y1) / 2);
      const rails = [
        { x0: 0, y0: mid, x1: c.x0 - 6, y1: mid + 4 },
        { x0: c.x1 + 6, y0: mid, x1: 10_000, y1: mid + 4 },
      ];
      const posts = [1, 2, 3].flatMap((k) => [
        { x0: c.x0 - 6 - 24 * k, y0: c.y0 - 40, x1: c.x0 - 2 - 24 * k, y1: c.y1 + 40 },
        { x0: c.x1 + 2 + 24 * k, y0: c.y0 - 40, x1: c.x1 + 6 + 24 * k, y1: c.y1 + 40 },
      ]);
      return [...rails, ...posts];
    });
    console.log(`caption with lines on ${_name}: added ${JSON.stringify(added)} (${onLines} px on the lines), caption ${JSON.stringify(caption)}`);
    expect(added).toBeDefined();
    expect(onLines).toBe(0);
  });
});

describe('the eval caption after removal (the ends erased on their own)', () => {
  // Astronaut: only "afe-sho" over the helmet was found and removed; the © and "c" over the suit
  // and "p.com" over the wall stayed as they were (readable ghost 27.93 on both paths). Rocket: the
  // © over the tower stayed (ghost 4.42). Judged together with the part found, the rocket's ends
  // turned its one choice from fill to un-blend: the whole caption came back as dotted outlines
  // over the sky, 29 % read again by the detector, although the ghost measure fell to 1.52. The
  // damage outside the mark (pixels > 3 px from it moved > 12 levels) was astronaut 449 without a
  // mask / 317 on the page path, rocket 229 / 229.
  it.each([
    ['astronaut', 14, 560],
    ['rocket', 3, 240],
  ])('leaves no readable caption on %s and repaints little outside it, with or without a mask', async (name, maxGhost, maxOutside) => {
    const clean = await decodeRaster(readFileSync(join(photos, `${name}.jpg`)), 3);
    const { marked, footprint, truth } = await addTextWatermark(clean, CAPTION);
    const input = await jpeg(marked);
    const { mask } = await detectWatermarkMask(input, { detectTiled: true });
    for (const [path, removed] of [
      ['no mask', await removeWatermark(input, undefined)],
      ['page', await removeWatermark(input, mask)],
    ] as const) {
      const ghost = readableGhost(removed, clean, footprint);
      const outside = outsideDamage(removed, input, footprint);
      const again = (await detectWatermarkMask(removed)).mask.data;
      let read = 0;
      let letters = 0;
      for (let p = 0; p < truth.length; p++) {
        if (!truth[p]) continue;
        letters++;
        if (again[p] > 127) read++;
      }
      console.log(`${name} caption, ${path}: readable ghost ${ghost.toFixed(2)}, outside px ${outside}, read again ${((100 * read) / letters).toFixed(0)} %`);
      expect(ghost).toBeLessThan(maxGhost);
      expect(outside).toBeLessThan(maxOutside);
      expect(read / letters).toBeLessThan(0.1);
    }
  });
});
