/**
 * Test scenes: a synthetic product with known alpha composited (I = aF + (1-a)B) over a real
 * texture or photo from test/fixtures (see fixtures/SOURCES.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Raster } from '../../src/raster';
import { makeProduct, type ProductKind } from './products';

export interface Scene {
  name: string;
  image: Raster;
  /** Ground-truth alpha, 0..1 per pixel. */
  alpha: Float32Array;
}

export interface SceneSpec {
  product: ProductKind;
  background: string;
  width: number;
  height: number;
}

/** Every product over two backgrounds, landscape and portrait: the full quality set (bench). */
export const QUALITY_SET: readonly SceneSpec[] = [
  { product: 'bottle', background: 'bgr-brick', width: 640, height: 800 },
  { product: 'bottle', background: 'bgr-launchpad', width: 800, height: 640 },
  { product: 'box', background: 'bgr-gravel', width: 800, height: 640 },
  { product: 'box', background: 'bgr-flag', width: 640, height: 800 },
  { product: 'mug', background: 'bgr-table', width: 800, height: 640 },
  { product: 'mug', background: 'bgr-leaves', width: 640, height: 800 },
  { product: 'shoe', background: 'bgr-grass', width: 800, height: 640 },
  { product: 'shoe', background: 'bgr-marble', width: 800, height: 640 },
  { product: 'fruit', background: 'bgr-walnut', width: 640, height: 800 },
  { product: 'fruit', background: 'bgr-sky', width: 800, height: 640 },
  { product: 'plush', background: 'bgr-burlap', width: 800, height: 640 },
  { product: 'plush', background: 'bgr-fur', width: 640, height: 800 },
];

/** One scene per product for the test suite (keeps its run time modest). */
export const TEST_SET: readonly SceneSpec[] = QUALITY_SET.filter((_, index) => index % 2 === 0);

const fixturePath = (name: string) => fileURLToPath(new URL(`../fixtures/${name}.jpg`, import.meta.url));

export async function loadBackground(name: string, width: number, height: number): Promise<Raster> {
  const { data, info } = await sharp(readFileSync(fixturePath(name)))
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

export function compositeProduct(kind: ProductKind, background: Raster, seed = 1): { image: Raster; alpha: Float32Array } {
  const { width, height } = background;
  const product = makeProduct(kind, width, height, seed);
  const alpha = new Float32Array(width * height);
  const data = new Uint8Array(background.data);
  const color: [number, number, number] = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = product.alpha(x + 0.5, y + 0.5);
      alpha[i] = a;
      if (a === 0) continue;
      product.color(x + 0.5, y + 0.5, color);
      for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.round(a * color[c] + (1 - a) * data[i * 3 + c]);
    }
  }
  return { image: { width, height, channels: 3, data }, alpha };
}

export async function buildScene(spec: SceneSpec): Promise<Scene> {
  const background = await loadBackground(spec.background, spec.width, spec.height);
  return { name: `${spec.product} on ${spec.background}`, ...compositeProduct(spec.product, background) };
}

export interface AlphaScores {
  /** Intersection over union of alpha > 0.5. */
  iou: number;
  /** Mean absolute alpha error over the whole image (0..1). */
  mae: number;
}

/** `predicted` is an 8-bit mask raster or 0..1 floats. */
export function scoreAlpha(truth: Float32Array, predicted: Uint8Array | Float32Array): AlphaScores {
  const scale = predicted instanceof Uint8Array ? 1 / 255 : 1;
  let intersection = 0;
  let unionCount = 0;
  let errorSum = 0;
  for (let i = 0; i < truth.length; i++) {
    const p = predicted[i] * scale;
    const inTruth = truth[i] > 0.5;
    const inPredicted = p > 0.5;
    if (inTruth && inPredicted) intersection++;
    if (inTruth || inPredicted) unionCount++;
    errorSum += Math.abs(p - truth[i]);
  }
  return { iou: unionCount === 0 ? 1 : intersection / unionCount, mae: errorSum / truth.length };
}
