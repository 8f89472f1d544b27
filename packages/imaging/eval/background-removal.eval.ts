/**
 * Background removal on composites of real product photos over real photographs, with the model
 * production uses by default (`quality`, see contracts' removeBackgroundParamsSchema).
 *   IoU       intersection over union of alpha > 0.5
 *   MAE       mean absolute alpha error over the image
 *   rimErr    mean |cut-out - truth| (0..255) over mid-grey, within 3 px of the true edge: a light
 *             or coloured rim left from the old background shows here
 *   debris    share of predicted-opaque pixels more than 8 px from the true subject
 *   holeIoU   IoU inside the subject's bounding box restricted to true background (real holes)
 */
import { removeBackground } from '../src/engines/background-removal';
import { buildComposite, type Composite } from './composites';
import { printReport, type Row, type Target } from './report';
import { CLUTTERED, COMPOSITES, partOfProduct, type CompositeSpec } from './set';

export const TARGETS: readonly Target[] = [
  { figure: 'IoU', kind: 'mean-min', bound: 0.985 },
  { figure: 'IoU', kind: 'each-min', bound: 0.95 },
];

export async function evaluateBackgroundRemoval(filter: (name: string) => boolean = () => true): Promise<string[]> {
  const missed = printReport('background removal (quality model, real-photo composites)', await score(COMPOSITES, filter), TARGETS);
  printReport('background removal beside another subject (informative, no target)', await score(CLUTTERED, filter), []);
  return missed;
}

async function score(specs: readonly CompositeSpec[], filter: (name: string) => boolean): Promise<Row[]> {
  const rows: Row[] = [];
  for (const spec of specs) {
    if (!filter(spec.product)) continue;
    const scene = await buildComposite(spec);
    const started = performance.now();
    const cutout = await removeBackground(scene.image, { model: 'quality', output: 'cutout' });
    const seconds = (performance.now() - started) / 1000;
    const scores = scoreCutout(scene, cutout.data);
    rows.push({ name: scene.name, part: partOfProduct(spec.product), figures: { ...scores, seconds } });
    // Printed as it goes as well: a long run shows its figures before the table.
    console.log(`  done: ${scene.name}  IoU ${scores.IoU.toFixed(4)}`);
  }
  return rows;
}

export interface CutoutScores {
  IoU: number;
  MAE: number;
  rimErr: number;
  debris: number;
  holeIoU: number;
}

export function scoreCutout(scene: Composite, rgba: Uint8Array): CutoutScores {
  const { width, height } = scene.image;
  const truth = scene.alpha;
  const n = width * height;
  const nearTruth = distanceBelow(truth, width, height, 8);
  const band = edgeBand(truth, width, height, 3);
  let intersection = 0;
  let union = 0;
  let errorSum = 0;
  let opaque = 0;
  let debris = 0;
  let rimSum = 0;
  let rimCount = 0;
  for (let i = 0; i < n; i++) {
    const a = rgba[i * 4 + 3] / 255;
    const t = truth[i];
    if (a > 0.5 && t > 0.5) intersection++;
    if (a > 0.5 || t > 0.5) union++;
    errorSum += Math.abs(a - t);
    if (a > 0.5) {
      opaque++;
      if (!nearTruth[i]) debris++;
    }
    if (band[i]) {
      for (let c = 0; c < 3; c++) {
        const predicted = a * rgba[i * 4 + c] + (1 - a) * 128;
        const expected = t * scene.foreground[i * 3 + c] + (1 - t) * 128;
        rimSum += Math.abs(predicted - expected) / 3;
      }
      rimCount++;
    }
  }
  return {
    IoU: union === 0 ? 1 : intersection / union,
    MAE: errorSum / n,
    rimErr: rimCount === 0 ? 0 : rimSum / rimCount,
    debris: opaque === 0 ? 0 : debris / opaque,
    holeIoU: holeIoU(truth, rgba, width, height),
  };
}

/** Pixels within `radius` (Chebyshev) of a true subject pixel (alpha > 0.05). */
function distanceBelow(truth: Float32Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (truth[y * width + x] > 0.05) last = x;
      if (x - last <= radius) rows[y * width + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (truth[y * width + x] > 0.05) last = x;
      if (last - x <= radius) rows[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y;
      if (y - last <= radius) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) last = y;
      if (last - y <= radius) out[y * width + x] = 1;
    }
  }
  return out;
}

/** Pixels within `radius` of the 0.5 contour of the true alpha. */
function edgeBand(truth: Float32Array, width: number, height: number, radius: number): Uint8Array {
  const inside = new Float32Array(truth.length);
  const outside = new Float32Array(truth.length);
  for (let i = 0; i < truth.length; i++) {
    inside[i] = truth[i] > 0.5 ? 1 : 0;
    outside[i] = truth[i] > 0.5 ? 0 : 1;
  }
  const nearInside = distanceBelow(inside, width, height, radius);
  const nearOutside = distanceBelow(outside, width, height, radius);
  const band = new Uint8Array(truth.length);
  for (let i = 0; i < truth.length; i++) band[i] = nearInside[i] && nearOutside[i] ? 1 : 0;
  return band;
}

/** IoU of the background inside the subject's bounding box: holes such as a handle's loop. */
function holeIoU(truth: Float32Array, rgba: Uint8Array, width: number, height: number): number {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (truth[y * width + x] > 0.5) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
  }
  let intersection = 0;
  let union = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      const trueHole = truth[i] <= 0.5;
      const predictedHole = rgba[i * 4 + 3] <= 127;
      if (trueHole && predictedHole) intersection++;
      if (trueHole || predictedHole) union++;
    }
  }
  return union === 0 ? 1 : intersection / union;
}
