/**
 * The refinement's box means of products summed as they are read (no product plane), and the
 * detail pass's luma read straight from the image. Each is held, bit for bit, to the plain
 * computation it replaced (product planes, cropped raster), on random input.
 */
import { describe, expect, it } from 'vitest';
import { boxMean, boxMeanOfProduct } from '../../src/engines/background-removal/box-filter';
import { cropRaster } from '../../src/engines/background-removal/compose';
import { detailPass, isUncertain, lumaOfRegion } from '../../src/engines/background-removal/detail-pass';
import { greyGuidedFilter, guidedCoefficients, lumaPlane, type GuidedCoefficients, type GuidedFilterParams } from '../../src/engines/background-removal/guided-filter';
import type { Raster } from '../../src/raster';
import { random } from './shapes';

const sameBits = (a: Float32Array, b: Float32Array) => Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0;

/** Values over many magnitudes, zeros and exact 0/1 runs, as the matte's planes hold. */
function randomPlane(next: () => number, size: number): Float32Array {
  const plane = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const kind = next();
    plane[i] = kind < 0.2 ? 0 : kind < 0.35 ? 1 : kind < 0.5 ? next() * 10 ** -(1 + Math.floor(next() * 12)) : kind < 0.6 ? -next() * 0.3 : next();
  }
  return plane;
}

function productMean(x: Float32Array, y: Float32Array, width: number, height: number, radius: number): Float32Array {
  const product = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) product[i] = x[i] * y[i];
  const out = new Float32Array(x.length);
  boxMean(product, out, width, height, radius, new Float32Array(x.length));
  return out;
}

/** guidedCoefficients as written before: every product in a plane of its own, then its box mean. */
function plainCoefficients(guide: readonly [Float32Array, Float32Array, Float32Array], input: Float32Array, width: number, height: number, { radius, epsilon }: GuidedFilterParams): GuidedCoefficients {
  const size = width * height;
  const mean = (source: Float32Array) => {
    const out = new Float32Array(size);
    boxMean(source, out, width, height, radius, new Float32Array(size));
    return out;
  };
  const meanOfProduct = (x: Float32Array, y: Float32Array) => productMean(x, y, width, height, radius);
  const [red, green, blue] = guide;
  const [meanR, meanG, meanB, meanP] = [mean(red), mean(green), mean(blue), mean(input)];
  const [covRP, covGP, covBP] = [meanOfProduct(red, input), meanOfProduct(green, input), meanOfProduct(blue, input)];
  const [varRR, varRG, varRB, varGG, varGB, varBB] = [meanOfProduct(red, red), meanOfProduct(red, green), meanOfProduct(red, blue), meanOfProduct(green, green), meanOfProduct(green, blue), meanOfProduct(blue, blue)];
  for (let i = 0; i < size; i++) {
    const [mr, mg, mb, mp] = [meanR[i], meanG[i], meanB[i], meanP[i]];
    const cr = covRP[i] - mr * mp;
    const cg = covGP[i] - mg * mp;
    const cb = covBP[i] - mb * mp;
    const srr = varRR[i] - mr * mr + epsilon;
    const srg = varRG[i] - mr * mg;
    const srb = varRB[i] - mr * mb;
    const sgg = varGG[i] - mg * mg + epsilon;
    const sgb = varGB[i] - mg * mb;
    const sbb = varBB[i] - mb * mb + epsilon;
    const c00 = sgg * sbb - sgb * sgb;
    const c01 = srb * sgb - srg * sbb;
    const c02 = srg * sgb - srb * sgg;
    const c11 = srr * sbb - srb * srb;
    const c12 = srb * srg - srr * sgb;
    const c22 = srr * sgg - srg * srg;
    const inverseDeterminant = 1 / (srr * c00 + srg * c01 + srb * c02);
    const ar = (c00 * cr + c01 * cg + c02 * cb) * inverseDeterminant;
    const ag = (c01 * cr + c11 * cg + c12 * cb) * inverseDeterminant;
    const ab = (c02 * cr + c12 * cg + c22 * cb) * inverseDeterminant;
    covRP[i] = ar;
    covGP[i] = ag;
    covBP[i] = ab;
    meanP[i] = mp - ar * mr - ag * mg - ab * mb;
  }
  return { width, height, ar: mean(covRP), ag: mean(covGP), ab: mean(covBP), b: mean(meanP) };
}

/** greyGuidedFilter as written before, with product planes. */
function plainGreyFilter(guide: Float32Array, input: Float32Array, width: number, height: number, { radius, epsilon }: GuidedFilterParams): Float32Array {
  const size = width * height;
  const mean = (source: Float32Array) => {
    const out = new Float32Array(size);
    boxMean(source, out, width, height, radius, new Float32Array(size));
    return out;
  };
  const meanI = mean(guide);
  const meanP = mean(input);
  const meanIP = productMean(guide, input, width, height, radius);
  const meanII = productMean(guide, guide, width, height, radius);
  for (let i = 0; i < size; i++) {
    const mi = meanI[i];
    const a = (meanIP[i] - mi * meanP[i]) / (meanII[i] - mi * mi + epsilon);
    meanIP[i] = a;
    meanP[i] = meanP[i] - a * mi;
  }
  const meanA = mean(meanIP);
  const meanB = mean(meanP);
  const out = new Float32Array(size);
  for (let i = 0; i < size; i++) out[i] = meanA[i] * guide[i] + meanB[i];
  return out;
}

const SIZES: [number, number][] = [
  [1, 1],
  [1, 9],
  [7, 1],
  [5, 6],
  [33, 17],
  [70, 70],
  [128, 41],
];

describe('box means of products, summed as read', () => {
  it('boxMeanOfProduct equals the box mean of the product plane, bit for bit', () => {
    const next = random(2511);
    for (const [width, height] of SIZES) {
      for (const radius of [1, 2, 3, 5, 40]) {
        const x = randomPlane(next, width * height);
        const y = randomPlane(next, width * height);
        const out = new Float32Array(width * height);
        boxMeanOfProduct(x, y, out, width, height, radius, new Float32Array(width * height));
        expect(sameBits(out, productMean(x, y, width, height, radius)), `${width}x${height} r${radius}`).toBe(true);
        boxMeanOfProduct(x, x, out, width, height, radius, new Float32Array(width * height));
        expect(sameBits(out, productMean(x, x, width, height, radius)), `${width}x${height} r${radius}, square`).toBe(true);
      }
    }
  });

  it('guidedCoefficients equals the computation with product planes, bit for bit', () => {
    const next = random(77);
    for (const [width, height] of SIZES) {
      for (const params of [
        { radius: 2, epsilon: 1e-4 },
        { radius: 4, epsilon: 1e-2 },
      ]) {
        const size = width * height;
        const unit = () => Float32Array.from({ length: size }, () => Math.round(next() * 255) / 255);
        const guide: [Float32Array, Float32Array, Float32Array] = [unit(), unit(), unit()];
        const input = randomPlane(next, size);
        const fused = guidedCoefficients(guide, input, width, height, params);
        const plain = plainCoefficients(guide, input, width, height, params);
        for (const key of ['ar', 'ag', 'ab', 'b'] as const) expect(sameBits(fused[key], plain[key]), `${width}x${height} r${params.radius} ${key}`).toBe(true);
      }
    }
  });

  it('greyGuidedFilter equals the computation with product planes, bit for bit', () => {
    const next = random(4242);
    for (const [width, height] of SIZES) {
      const size = width * height;
      const guide = Float32Array.from({ length: size }, () => Math.round(next() * 255) / 255);
      const input = randomPlane(next, size);
      for (const radius of [1, 2]) {
        const params = { radius, epsilon: 1e-4 };
        expect(sameBits(greyGuidedFilter(guide, input, width, height, params), plainGreyFilter(guide, input, width, height, params)), `${width}x${height} r${radius}`).toBe(true);
      }
    }
  });
});

describe('detail pass luma', () => {
  it('lumaOfRegion equals lumaPlane of the cropped raster, bit for bit', () => {
    const next = random(9);
    for (const channels of [1, 2, 3, 4] as const) {
      const width = 37;
      const height = 23;
      const image: Raster = { width, height, channels, data: Uint8Array.from({ length: width * height * channels }, () => Math.floor(next() * 256)) };
      for (const box of [
        { left: 0, top: 0, width, height },
        { left: 5, top: 3, width: 20, height: 11 },
        { left: 36, top: 22, width: 1, height: 1 },
      ]) {
        expect(sameBits(lumaOfRegion(image, box), lumaPlane(cropRaster(image, box))), `${channels} channels ${JSON.stringify(box)}`).toBe(true);
      }
    }
  });
});

describe('detail pass', () => {
  /** detailPass as written before: every tile's own planes, its whole filtered region kept. */
  function plainDetailPass(image: Raster, alpha: Float32Array, params: GuidedFilterParams): void {
    const { width, height } = image;
    const reach = 2 * params.radius + 1;
    const tiles: { left: number; top: number; width: number; height: number; values: Float32Array; x0: number; y0: number; stride: number }[] = [];
    for (let top = 0; top < height; top += 64) {
      for (let left = 0; left < width; left += 64) {
        const tileWidth = Math.min(64, width - left);
        const tileHeight = Math.min(64, height - top);
        let any = false;
        for (let y = top; y < top + tileHeight; y++) for (let x = left; x < left + tileWidth; x++) any ||= isUncertain(alpha[y * width + x]);
        if (!any) continue;
        const x0 = Math.max(0, left - reach);
        const y0 = Math.max(0, top - reach);
        const box = { left: x0, top: y0, width: Math.min(width, left + tileWidth + reach) - x0, height: Math.min(height, top + tileHeight + reach) - y0 };
        const region = new Float32Array(box.width * box.height);
        for (let y = 0; y < box.height; y++) region.set(alpha.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + box.width), y * box.width);
        tiles.push({ left, top, width: tileWidth, height: tileHeight, values: plainGreyFilter(lumaPlane(cropRaster(image, box)), region, box.width, box.height, params), x0, y0, stride: box.width });
      }
    }
    for (const tile of tiles) {
      for (let y = tile.top; y < tile.top + tile.height; y++) {
        for (let x = tile.left; x < tile.left + tile.width; x++) {
          if (isUncertain(alpha[y * width + x])) alpha[y * width + x] = tile.values[(y - tile.y0) * tile.stride + x - tile.x0];
        }
      }
    }
  }

  it('one workspace for all tiles and the kept values give the tile-by-tile result, bit for bit', () => {
    const next = random(5150);
    for (const [width, height] of [
      [200, 150],
      [64, 64],
      [129, 65],
      [30, 300],
    ] as const) {
      const image: Raster = { width, height, channels: 3, data: Uint8Array.from({ length: width * height * 3 }, () => Math.floor(next() * 256)) };
      // A soft disc: uncertain pixels on its rim only, so some tiles are skipped.
      const alpha = new Float32Array(width * height);
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) alpha[y * width + x] = Math.min(1, Math.max(0, (0.3 * Math.min(width, height) - Math.hypot(x - width / 3, y - height / 2)) / 6 + 0.5));
      const expected = alpha.slice();
      plainDetailPass(image, expected, { radius: 1, epsilon: 1e-4 });
      detailPass(image, alpha, { radius: 1, epsilon: 1e-4 });
      expect(sameBits(alpha, expected), `${width}x${height}`).toBe(true);
    }
  });
});
