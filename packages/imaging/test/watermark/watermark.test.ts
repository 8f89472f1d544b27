import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listEngines } from '../../src/engines/catalog';
import { detectWatermarkMask, removeWatermark } from '../../src/engines/watermark';
import { findTiledMarks } from '../../src/engines/watermark/tiled-marks';
import { decodeRaster } from '../../src/raster';
import { psnr } from '../inpaint/metrics';
import { addTextWatermark, type WatermarkSpec } from './add-watermark';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const load = async (name: string) => decodeRaster(readFileSync(join(fixtures, name)), 3);

const MARKS: WatermarkSpec[] = [
  { text: '© Vitrina', fontSize: 14, opacity: 0.5, position: 'corner' },
  { text: 'SAMPLE', fontSize: 36, opacity: 0.3, position: 'centre' },
  { text: 'PREVIEW', fontSize: 28, opacity: 0.9, position: 'centre', colour: '#202020' },
  { text: 'stockphoto', fontSize: 20, opacity: 0.6, position: 'tiled' },
];
/** Which marks go on which photo: every mark twice, every photo with a corner and a tiled mark. */
const CASES: Array<[string, number[]]> = [
  ['watermark-rocket.png', [0, 1, 2, 3]],
  ['inpaint-chelsea.png', [0, 1, 3]],
  ['inpaint-coffee.png', [0, 2, 3]],
];

describe('watermark detection and removal', () => {
  it('reports the PP-OCRv4 detector as ready when its weights are installed', () => {
    const status = listEngines().find((engine) => engine.id === 'ppocr-det');
    expect(status).toMatchObject({ tools: ['watermark-removal'], kind: 'neural', ready: true });
    expect(listEngines().find((engine) => engine.id === 'patchmatch')).toMatchObject({ kind: 'algorithm', ready: true });
  });

  it('finds text marks of several sizes, opacities and positions, and removing them brings the photo back', async () => {
    const recalls: number[] = [];
    const gains: number[] = [];
    for (const [name, marks] of CASES) {
      const clean = await load(name);
      for (const spec of marks.map((index) => MARKS[index])) {
        const { marked, truth } = await addTextWatermark(clean, spec);
        const { mask, boxes } = await detectWatermarkMask(marked);
        let covered = 0;
        let total = 0;
        let masked = 0;
        for (let i = 0; i < truth.length; i++) {
          if (mask.data[i]) masked++;
          if (!truth[i]) continue;
          total++;
          if (mask.data[i]) covered++;
        }
        const recall = covered / total;
        recalls.push(recall);
        const restored = await removeWatermark(marked, mask);
        const before = psnr(marked, clean);
        const after = psnr(restored, clean);
        console.log(
          `${name} ${spec.position} ${spec.fontSize}px @${spec.opacity}: recall ${recall.toFixed(3)}, mask ${((100 * masked) / truth.length).toFixed(1)} % ` +
            `of the image, ${boxes.length} boxes; PSNR vs clean ${before.toFixed(2)} dB marked -> ${after.toFixed(2)} dB removed`,
        );
        expect(recall).toBeGreaterThan(0.75);
        // Removal must leave every image clearly closer to the clean photo than the marked one.
        gains.push(after - before);
        expect(after - before).toBeGreaterThanOrEqual(1);
      }
    }
    const mean = recalls.reduce((a, b) => a + b, 0) / recalls.length;
    const meanGain = gains.reduce((a, b) => a + b, 0) / gains.length;
    console.log(`mean recall over ${recalls.length} marked images: ${mean.toFixed(3)}; PSNR gain from removal: mean ${meanGain.toFixed(2)} dB, least ${Math.min(...gains).toFixed(2)} dB`);
    expect(mean).toBeGreaterThanOrEqual(0.9);
    expect(meanGain).toBeGreaterThanOrEqual(3);
  });

  it('finds nothing on clean photos and textures', async () => {
    for (const name of ['inpaint-brick.png', 'watermark-astronaut.png', 'watermark-rocket.png']) {
      const { mask, boxes } = await detectWatermarkMask(await load(name));
      const masked = mask.data.reduce((n, v) => n + (v ? 1 : 0), 0) / mask.data.length;
      console.log(`${name}: clean image, ${(100 * masked).toFixed(2)} % masked, ${boxes.length} boxes`);
      expect(masked).toBeLessThan(0.02);
    }
  });

  it('removeWatermark without a mask detects, then erases', async () => {
    const clean = await load('inpaint-chelsea.png');
    const { marked } = await addTextWatermark(clean, MARKS[3]);
    const restored = await removeWatermark(marked, undefined);
    expect(psnr(restored, clean)).toBeGreaterThan(psnr(marked, clean) + 1);
    // A corrected mask may come at another size: it is stretched to the image.
    const { mask } = await detectWatermarkMask(marked);
    const half = await sharp(Buffer.from(mask.data), { raw: { width: mask.width, height: mask.height, channels: 1 } })
      .resize(Math.round(mask.width / 2), Math.round(mask.height / 2))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const fromHalf = await removeWatermark(marked, { width: half.info.width, height: half.info.height, channels: half.info.channels, data: new Uint8Array(half.data) });
    expect(psnr(fromHalf, clean)).toBeGreaterThan(psnr(marked, clean) + 1);
    const untouched = await removeWatermark(await load('inpaint-grass.png'), undefined);
    expect(Buffer.from(untouched.data).equals(Buffer.from((await load('inpaint-grass.png')).data))).toBe(true);
  });

  it('finds a tiled mark by its repetition (opt-in), and stays quiet on unrepeated photos', async () => {
    for (const name of ['inpaint-chelsea.png', 'inpaint-coffee.png']) {
      const { marked, truth } = await addTextWatermark(await load(name), { text: 'stockphoto', fontSize: 20, opacity: 0.6, position: 'tiled' });
      const tiled = findTiledMarks(marked);
      expect(tiled).toBeDefined();
      let covered = 0;
      let total = 0;
      for (let i = 0; i < truth.length; i++) {
        if (!truth[i]) continue;
        total++;
        if (tiled!.mask[i]) covered++;
      }
      console.log(`${name}: tiled mark found by repetition, lattice score ${tiled!.score.toFixed(2)}, recall ${(covered / total).toFixed(3)}`);
      expect(covered / total).toBeGreaterThan(0.7);
    }
    for (const name of ['inpaint-chelsea.png', 'inpaint-coffee.png', 'watermark-rocket.png', 'watermark-astronaut.png', 'inpaint-grass.png']) {
      expect(findTiledMarks(await load(name))).toBeUndefined();
    }
  });
});
