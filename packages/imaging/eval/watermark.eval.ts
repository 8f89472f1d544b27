/**
 * Watermark removal without a mask (as the tool runs by default) on clean real photographs with
 * realistic marks added (marks.ts). Per image, inside the true mark (grown by 2 px):
 *   before    PSNR of the marked photo against the clean one (dB)
 *   after     PSNR of the result against the clean one
 *   gain      after - before (target > 0 on every image)
 *   recall    share of the true mark inside the detected mask
 *   readable  share of the true mark still inside text regions the detector finds after removal
 *             (target 0: nothing readable left where a mark was)
 */
import { detectWatermarkMask, removeWatermark } from '../src/engines/watermark';
import type { Raster } from '../src/raster';
import { buildComposite, loadPhoto } from './composites';
import { stampMark, type MarkKind } from './marks';
import { printReport, type Row, type Target } from './report';
import { COMPOSITES, type Part } from './set';

export const WATERMARK_TARGETS: readonly Target[] = [
  { figure: 'gain', kind: 'each-min', bound: 0 },
  { figure: 'readable', kind: 'each-max', bound: 0.02 },
];

interface Case {
  name: string;
  part: Part;
  mark: MarkKind;
  image: () => Promise<Raster>;
}

const SIDE = 512;

async function productPhoto(product: string): Promise<Raster> {
  const spec = COMPOSITES.find((item) => item.product === product);
  if (!spec) throw new Error(`no composite of ${product}`);
  return (await buildComposite({ ...spec, side: SIDE })).image;
}

export const WATERMARK_CASES: readonly Case[] = [
  { name: 'coffee', part: 'tuning', mark: 'tiled-copyright', image: () => loadPhoto('coffee', SIDE, 340) },
  { name: 'gas cylinder', part: 'tuning', mark: 'corner-url', image: () => productPhoto('gas-cylinder') },
  { name: 'apricot', part: 'tuning', mark: 'logo-ring', image: () => productPhoto('apricot') },
  { name: 'astronaut', part: 'held-out', mark: 'registered', image: () => loadPhoto('astronaut', SIDE, SIDE) },
  { name: 'toilet', part: 'held-out', mark: 'handle', image: () => productPhoto('toilet') },
  { name: 'cat', part: 'held-out', mark: 'tiled-preview', image: () => loadPhoto('cat', SIDE, 340) },
  { name: 'seville orange', part: 'held-out', mark: 'corner-url', image: () => productPhoto('seville-orange') },
  { name: 'rocket', part: 'held-out', mark: 'tiled-copyright', image: () => loadPhoto('rocket', SIDE, 340) },
];

function grow(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1;
        }
      }
    }
  }
  return out;
}

function psnrIn(a: Raster, b: Raster, region: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let p = 0; p < region.length; p++) {
    if (!region[p]) continue;
    for (let c = 0; c < 3; c++) sum += (a.data[p * 3 + c] - b.data[p * 3 + c]) ** 2;
    count += 3;
  }
  const mse = sum / Math.max(1, count);
  return mse === 0 ? 99 : 10 * Math.log10((255 * 255) / mse);
}

function shareCovered(truth: Uint8Array, mask: Uint8Array): number {
  let inside = 0;
  let covered = 0;
  for (let p = 0; p < truth.length; p++) {
    if (!truth[p]) continue;
    inside++;
    if (mask[p] > 127) covered++;
  }
  return inside === 0 ? 0 : covered / inside;
}

export async function evaluateWatermark(filter: (name: string) => boolean = () => true): Promise<string[]> {
  const rows: Row[] = [];
  for (const item of WATERMARK_CASES) {
    if (!filter(item.name)) continue;
    const clean = await item.image();
    const { marked, truth } = await stampMark(clean, item.mark);
    const region = grow(truth, clean.width, clean.height, 2);
    const started = performance.now();
    const detected = await detectWatermarkMask(marked);
    const removed = await removeWatermark(marked, undefined);
    const seconds = (performance.now() - started) / 1000;
    const left = await detectWatermarkMask(removed, { dilatePx: 0 });
    const before = psnrIn(marked, clean, region);
    const after = psnrIn(removed, clean, region);
    rows.push({
      name: `${item.name} + ${item.mark}`,
      part: item.part,
      figures: { before, after, gain: after - before, recall: shareCovered(truth, detected.mask.data), readable: shareCovered(truth, left.mask.data), seconds },
    });
  }
  return printReport('watermark removal without a mask (realistic marks, JPEG q80)', rows, WATERMARK_TARGETS);
}

