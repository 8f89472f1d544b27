/**
 * Watermark removal without a mask (detection, then removal), on marks as they appear on real
 * listings (`watermark-marks.ts`), added to clean real photos and saved as JPEG.
 * Per photo and mark: PSNR against the clean photo inside the mark (its glyphs grown by 2 px)
 * before and after, and the share of the mark's pixels the detector still finds afterwards.
 * "ghost": how readable what is left is (`readableGhost`: the error smoothed at letter scale over
 * every pixel the mark changed, against 3-6 px outside it; a JPEG copy of the clean photo ~1.05).
 * "page dB": the watermark page's path instead: detection with the API's defaults, then removal
 * with the detected mask saved unchanged (what a seller gets by pressing Remove).
 * "outside px": pixels farther than 3 px from the footprint that removal moved by more than 12
 * levels against its input (`outsideDamage`; the photo repainted where there was no mark), both paths.
 * Tuning = the photos of the watermark tests (astronaut, rocket); the others are held out.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { watermarkDetectParamsSchema } from '@vitrina/contracts';
import { detectWatermarkMask, removeWatermark } from '../../packages/imaging/src/engines/watermark';
import type { Raster } from '../../packages/imaging/src/raster';
import { psnr } from '../../packages/imaging/test/inpaint/metrics';
import type { EvalPart } from '../../packages/imaging/test/real-photos/photo-set';
import { addTextWatermark } from '../../packages/imaging/test/watermark/add-watermark';
import { readableGhost } from '../../packages/imaging/test/watermark/ghost';
import { outsideDamage } from '../../packages/imaging/test/watermark/outside-damage';
import { formatTable, summarise } from './table';
import { WATERMARK_JPEG_QUALITY, WATERMARK_MARKS } from './watermark-marks';

const PHOTOS: { name: string; part: EvalPart }[] = [
  { name: 'astronaut', part: 'tuning' },
  { name: 'rocket', part: 'tuning' },
  { name: 'coffee', part: 'held-out' },
  { name: 'chelsea', part: 'held-out' },
  { name: 'brick', part: 'held-out' },
];

async function loadPhoto(name: string): Promise<Raster> {
  const file = fileURLToPath(new URL(`../../packages/imaging/test/real-photos/photos/${name}.jpg`, import.meta.url));
  const { data, info } = await sharp(readFileSync(file)).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

async function jpegRoundTrip(image: Raster): Promise<Raster> {
  const jpeg = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).jpeg({ quality: WATERMARK_JPEG_QUALITY }).toBuffer();
  const data = await sharp(jpeg).raw().toBuffer();
  return { ...image, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

function grow(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
        for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) out[v * width + u] = 1;
      }
    }
  }
  return out;
}

export async function evaluateWatermark(): Promise<void> {
  console.log(`\n## Watermark removal without a mask (JPEG q${WATERMARK_JPEG_QUALITY} marks on clean photos)`);
  for (const part of ['tuning', 'held-out'] as EvalPart[]) {
    const rows: { name: string; before: number; after: number; page: number; left: number; ms: number; ghost: number; pageGhost: number; outside: number; pageOutside: number }[] = [];
    for (const photo of PHOTOS.filter((entry) => entry.part === part)) {
      const clean = await loadPhoto(photo.name);
      for (const mark of WATERMARK_MARKS) {
        const { marked, truth, footprint } = await addTextWatermark(clean, mark.spec);
        const input = await jpegRoundTrip(marked);
        const region = grow(truth, clean.width, clean.height, 2);
        const start = performance.now();
        const removed = await removeWatermark(input, undefined);
        const ms = performance.now() - start;
        const after = await detectWatermarkMask(removed);
        let marked0 = 0;
        let found = 0;
        for (let i = 0; i < truth.length; i++) {
          if (!truth[i]) continue;
          marked0++;
          if (after.mask.data[i] > 127) found++;
        }
        const page = await pagePath(input);
        rows.push({
          name: `${photo.name} / ${mark.name}`,
          before: psnr(input, clean, region),
          after: psnr(removed, clean, region),
          page: psnr(page, clean, region),
          left: found / Math.max(1, marked0),
          ms,
          ghost: readableGhost(removed, clean, footprint),
          pageGhost: readableGhost(page, clean, footprint),
          outside: outsideDamage(removed, input, footprint),
          pageOutside: outsideDamage(page, input, footprint),
        });
      }
    }
    console.log(`\n${part}:`);
    console.log(
      formatTable(
        ['photo / mark', 'before dB', 'after dB', 'gain dB', 'still detected', 'ms', 'page gain dB', 'ghost', 'page ghost', 'outside px', 'page outside px'],
        rows.map((row) => [row.name, row.before.toFixed(2), row.after.toFixed(2), (row.after - row.before).toFixed(2), `${(row.left * 100).toFixed(0)} %`, row.ms.toFixed(0), (row.page - row.before).toFixed(2), row.ghost.toFixed(2), row.pageGhost.toFixed(2), String(row.outside), String(row.pageOutside)]),
      ),
    );
    const gain = summarise(rows.map((row) => row.after - row.before));
    const pageGain = summarise(rows.map((row) => row.page - row.before));
    const names = PHOTOS.filter((entry) => entry.part === part).map((entry) => entry.name);
    console.log(`  ${part}: clean photos (no mark): ${await cleanPhotosUnchanged(names, (input) => removeWatermark(input, undefined))}`);
    console.log(`  ${part}: clean photos through the page path: ${await cleanPhotosUnchanged(names, pagePath)}`);
    console.log(`  ${part}: page path gain mean ${pageGain.mean.toFixed(2)} dB, worst ${pageGain.min.toFixed(2)} dB; ${rows.filter((row) => row.page < row.before).length} of ${rows.length} made worse`);
    console.log(`  ${part}: gain mean ${gain.mean.toFixed(2)} dB, worst ${gain.min.toFixed(2)} dB; ${rows.filter((row) => row.after < row.before).length} of ${rows.length} made worse; still detected worst ${(Math.max(...rows.map((row) => row.left)) * 100).toFixed(0)} %`);
    const worst = rows.reduce((a, b) => (b.ghost > a.ghost ? b : a));
    const worstPage = rows.reduce((a, b) => (b.pageGhost > a.pageGhost ? b : a));
    console.log(`  ${part}: outside px (moved > 12 levels farther than 3 px from the mark) total ${rows.reduce((n, row) => n + row.outside, 0)}, page path ${rows.reduce((n, row) => n + row.pageOutside, 0)}`);
    console.log(`  ${part}: ghost (readableGhost: error smoothed at letter scale on the mark's footprint / 3-6 px outside; ~1.05 = JPEG alone) worst ${worst.ghost.toFixed(2)} (${worst.name}), page path worst ${worstPage.pageGhost.toFixed(2)} (${worstPage.name})`);
  }
}

/** The watermark page: detection with the API's default parameters, then removal with that mask. */
async function pagePath(input: Raster): Promise<Raster> {
  const { detectTiled } = watermarkDetectParamsSchema.parse({});
  const { mask } = await detectWatermarkMask(input, { detectTiled });
  return removeWatermark(input, mask);
}

/**
 * False positives: the clean photos (JPEG, no mark) through the same removal. Reported as the
 * share of pixels changed by more than 2 grey levels and the PSNR of the result against its input.
 */
async function cleanPhotosUnchanged(names: string[], remove: (input: Raster) => Promise<Raster>): Promise<string> {
  const parts: string[] = [];
  for (const name of names) {
    const input = await jpegRoundTrip(await loadPhoto(name));
    const removed = await remove(input);
    let changed = 0;
    for (let p = 0; p < input.width * input.height; p++) {
      for (let k = 0; k < 3; k++) {
        if (Math.abs(removed.data[p * 3 + k] - input.data[p * 3 + k]) > 2) {
          changed++;
          break;
        }
      }
    }
    const share = (100 * changed) / (input.width * input.height);
    parts.push(`${name} ${share.toFixed(2)} % changed${changed > 0 ? ` (${psnr(removed, input).toFixed(1)} dB)` : ''}`);
  }
  return parts.join(', ');
}
