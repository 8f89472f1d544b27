/**
 * Magic eraser on real photographs: holes cut over known content (a disc and a brush stroke per
 * photo), filled, and compared with what was there. Per hole:
 *   PSNR      of the fill inside the hole (dB)
 *   diffPSNR  of a diffusion (membrane) fill of the same hole: the smooth baseline
 *   gain      PSNR - diffPSNR (target >= 0 on every hole)
 *   texture   mean |Laplacian| of the fill / of the original inside the hole (target 0.8..1.2)
 * The `tuning` photos are those the engine's constants were tuned on (test/fixtures/inpaint-*,
 * the same scikit-image photos); the `held-out` ones were never used for tuning.
 */
import { inpaint } from '../src/engines/inpaint';
import type { Raster } from '../src/raster';
import { diffusionFill } from '../test/inpaint/diffusion-fill';
import { meanAbsLaplacian, psnr } from '../test/inpaint/metrics';
import { buildComposite, loadPhoto } from './composites';
import { printReport, type Row, type Target } from './report';
import { COMPOSITES, type Part } from './set';

export const INPAINT_TARGETS: readonly Target[] = [
  { figure: 'gain', kind: 'each-min', bound: 0 },
  { figure: 'texture', kind: 'each-range', bound: 0.8, upper: 1.2 },
];

interface Case {
  name: string;
  part: Part;
  image: () => Promise<Raster>;
}

const SIDE = 256;

/** A SIDE x SIDE crop of a photo, at a fraction (x, y) of its free area. */
async function crop(photo: string, fx: number, fy: number): Promise<Raster> {
  const full = await loadPhoto(photo);
  const left = Math.round(fx * (full.width - SIDE));
  const top = Math.round(fy * (full.height - SIDE));
  const data = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) data.set(full.data.subarray(((top + y) * full.width + left) * 3, ((top + y) * full.width + left + SIDE) * 3), y * SIDE * 3);
  return { width: SIDE, height: SIDE, channels: 3, data };
}

async function compositeCrop(product: string): Promise<Raster> {
  const spec = COMPOSITES.find((item) => item.product === product);
  if (!spec) throw new Error(`no composite of ${product}`);
  const scene = await buildComposite({ ...spec, side: 400 });
  const left = Math.round((scene.image.width - SIDE) / 2);
  const top = Math.round((scene.image.height - SIDE) / 2);
  const data = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) data.set(scene.image.data.subarray(((top + y) * scene.image.width + left) * 3, ((top + y) * scene.image.width + left + SIDE) * 3), y * SIDE * 3);
  return { width: SIDE, height: SIDE, channels: 3, data };
}

export const INPAINT_CASES: readonly Case[] = [
  { name: 'brick', part: 'tuning', image: () => crop('brick', 0.3, 0.3) },
  { name: 'grass', part: 'tuning', image: () => crop('grass', 0.5, 0.5) },
  { name: 'gravel', part: 'tuning', image: () => crop('gravel', 0.2, 0.6) },
  { name: 'cat fur', part: 'tuning', image: () => crop('cat', 0.2, 0.5) },
  { name: 'coffee cup and spoon', part: 'tuning', image: () => crop('coffee', 0.35, 0.6) },
  { name: 'astronaut flag', part: 'held-out', image: () => crop('astronaut', 0, 0.1) },
  { name: 'astronaut suit', part: 'held-out', image: () => crop('astronaut', 0.3, 0.9) },
  { name: 'launch pad', part: 'held-out', image: () => crop('rocket', 0.5, 0.8) },
  { name: 'cameraman field', part: 'held-out', image: () => crop('cameraman', 0.9, 0.9) },
  { name: 'kiwi on grass', part: 'held-out', image: () => compositeCrop('kiwi') },
  { name: 'orange on gravel', part: 'held-out', image: () => compositeCrop('seville-orange') },
];

/** The two holes of a case: a disc and a slanted brush stroke, as a seller would paint them. */
export function holes(width: number, height: number): { label: string; region: Uint8Array }[] {
  const disc = new Uint8Array(width * height);
  const stroke = new Uint8Array(width * height);
  const radius = 14;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((x - width * 0.35) ** 2 + (y - height * 0.4) ** 2 <= radius * radius) disc[y * width + x] = 1;
      // A stroke 12 px wide from (0.45, 0.75) to (0.8, 0.55).
      const ax = width * 0.45;
      const ay = height * 0.75;
      const bx = width * 0.8;
      const by = height * 0.55;
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
      if (Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) <= 6) stroke[y * width + x] = 1;
    }
  }
  return [
    { label: 'disc', region: disc },
    { label: 'stroke', region: stroke },
  ];
}

export async function evaluateInpaint(filter: (name: string) => boolean = () => true): Promise<string[]> {
  const rows: Row[] = [];
  for (const item of INPAINT_CASES) {
    if (!filter(item.name)) continue;
    const image = await item.image();
    for (const hole of holes(image.width, image.height)) {
      const mask: Raster = { width: image.width, height: image.height, channels: 1, data: hole.region.map((v) => v * 255) };
      const started = performance.now();
      const filled = await inpaint(image, mask, { featherPx: 0, seed: 7 });
      const seconds = (performance.now() - started) / 1000;
      const baseline = diffusionFill(image, hole.region);
      const fillPsnr = psnr(filled, image, hole.region);
      const baselinePsnr = psnr(baseline, image, hole.region);
      rows.push({
        name: `${item.name} (${hole.label})`,
        part: item.part,
        figures: { PSNR: fillPsnr, diffPSNR: baselinePsnr, gain: fillPsnr - baselinePsnr, texture: meanAbsLaplacian(filled, hole.region) / meanAbsLaplacian(image, hole.region), seconds },
      });
    }
  }
  return printReport('magic eraser (holes over known content in real photos)', rows, INPAINT_TARGETS);
}
