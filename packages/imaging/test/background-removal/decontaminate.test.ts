import { describe, expect, it } from 'vitest';
import { estimateForeground } from '../../src/engines/background-removal/decontaminate';
import type { Raster } from '../../src/raster';

type Rgb = readonly [number, number, number];

/** Composites I = aF + (1-a)B for per-pixel F, B and alpha. */
function composite(width: number, height: number, alphaAt: (x: number, y: number) => number, fg: (x: number, y: number) => Rgb, bg: Rgb) {
  const alpha = new Float32Array(width * height);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = alphaAt(x, y);
      const f = fg(x, y);
      alpha[i] = a;
      for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.round(a * f[c] + (1 - a) * bg[c]);
    }
  }
  const image: Raster = { width, height, channels: 3, data };
  return { image, alpha };
}

const redTint = (rgb: ArrayLike<number>, offset: number) => rgb[offset] - (rgb[offset + 1] + rgb[offset + 2]) / 2;

const texture = (x: number, y: number): Rgb => [(x * 37 + y * 53) % 256, (x * 91 + y * 17) % 256, (x * y * 7) % 256];

/**
 * estimateForeground against a plain dense implementation (box means of whole planes by brute
 * force, level after level, then spill suppression, weighted by the local means' distance): how many pixels are partial and the worst
 * difference there, in levels.
 */
function againstDenseBlurFusion(image: Raster, alpha: Float32Array, radii: number[]): { partial: number; worst: number } {
  const w = image.width;
  const h = image.height;
  const sparse = estimateForeground(image, alpha, radii);
  const mean = (plane: Float64Array, r: number) =>
    plane.map((_, i) => {
      const x = i % w;
      const y = (i - x) / w;
      let sum = 0;
      let count = 0;
      for (let v = Math.max(0, y - r); v <= Math.min(h - 1, y + r); v++) {
        for (let u = Math.max(0, x - r); u <= Math.min(w - 1, x + r); u++) {
          sum += plane[v * w + u];
          count++;
        }
      }
      return sum / count;
    });
  const wf = Float64Array.from(alpha, (a) => a * a);
  const wb = Float64Array.from(alpha, (a) => (1 - a) * (1 - a));
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const fMean: Float64Array[] = [];
  const bMean: Float64Array[] = [];
  const estimate: Float64Array[] = [];
  for (let c = 0; c < 3; c++) {
    const observed = Float64Array.from(alpha, (_, i) => image.data[i * 3 + c] / 255);
    let f = observed.slice();
    let b = observed.slice();
    for (const r of radii) {
      const fw = mean(wf, r);
      const bw = mean(wb, r);
      const fm = mean(f.map((v, i) => v * wf[i]), r).map((v, i) => v / (fw[i] + 1e-5));
      const bm = mean(b.map((v, i) => v * wb[i]), r).map((v, i) => v / (bw[i] + 1e-5));
      const residual = observed.map((v, i) => v - alpha[i] * fm[i] - (1 - alpha[i]) * bm[i]);
      f = fm.map((v, i) => clamp(v + alpha[i] * residual[i]));
      b = bm.map((v, i) => clamp(v + (1 - alpha[i]) * residual[i]));
      fMean[c] = fm;
      bMean[c] = bm;
    }
    estimate[c] = f;
  }
  let partial = 0;
  let worst = 0;
  for (let i = 0; i < w * h; i++) {
    if (alpha[i] <= 0 || alpha[i] >= 1) continue;
    partial++;
    const d = [0, 1, 2].map((c) => bMean[c][i] - fMean[c][i]);
    const length2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
    const t = length2 < 1e-4 ? 0 : [0, 1, 2].reduce((sum, c) => sum + (estimate[c][i] - fMean[c][i]) * d[c], 0) / length2;
    // The estimate replaces the observed colour by the local means' distance: none up to 0.5, all from 0.8.
    const weight = clamp((Math.sqrt(length2) - 0.5) / 0.3);
    for (let c = 0; c < 3; c++) {
      const observed = image.data[i * 3 + c] / 255;
      const expected = Math.round((observed + weight * (clamp(estimate[c][i] - Math.max(0, t) * d[c]) - observed)) * 255);
      worst = Math.max(worst, Math.abs(sparse[i * 3 + c] - expected));
    }
  }
  return { partial, worst };
}

describe('estimateForeground', () => {
  const width = 64;
  const height = 24;
  // Opaque on the left, an 8-pixel soft edge, transparent on the right.
  const ramp = (x: number) => Math.min(1, Math.max(0, (40 - x) / 8));

  it('removes the red of the old background from a white subject edge', () => {
    const { image, alpha } = composite(width, height, ramp, () => [250, 250, 250], [220, 20, 20]);
    const foreground = estimateForeground(image, alpha, [16, 3]);
    let worstNaive = 0;
    let worstEstimated = 0;
    for (let i = 0; i < alpha.length; i++) {
      if (alpha[i] <= 0.1) continue;
      worstNaive = Math.max(worstNaive, redTint(image.data, i * 3));
      worstEstimated = Math.max(worstEstimated, redTint(foreground, i * 3));
    }
    expect(worstNaive).toBeGreaterThan(150);
    expect(worstEstimated).toBeLessThan(12);
  });

  it('keeps opaque colours and recovers a varying foreground within a few levels', () => {
    const fg = (x: number, y: number): Rgb => [40 + x, 120 + 2 * y, 200 - x];
    const { image, alpha } = composite(width, height, ramp, fg, [230, 210, 30]);
    const foreground = estimateForeground(image, alpha, [16, 3]);
    let worstOpaque = 0;
    let errorSum = 0;
    let count = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const expected = fg(x, y);
        const error = Math.max(...[0, 1, 2].map((c) => Math.abs(foreground[i * 3 + c] - expected[c])));
        if (alpha[i] === 1) worstOpaque = Math.max(worstOpaque, error);
        else if (alpha[i] > 0.2) {
          errorSum += error;
          count++;
        }
      }
    }
    expect(worstOpaque).toBeLessThanOrEqual(1);
    expect(errorSum / count).toBeLessThan(8);
  });

  it('equals blur fusion over whole planes (with spill suppression) where alpha is partial', () => {
    // A wavy soft edge over a textured foreground and background.
    const w = 48;
    const h = 40;
    const edge = (x: number, y: number) => Math.min(1, Math.max(0, (26 + 5 * Math.sin(y / 3) - x) / 6));
    const { image, alpha } = composite(w, h, edge, texture, [20, 180, 90]);
    const { partial, worst } = againstDenseBlurFusion(image, alpha, [9, 4]);
    expect(partial).toBeGreaterThan(100);
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('equals blur fusion over whole planes when the partial pixels are a ring far inside the image', () => {
    // The levels' sums cover only the region their windows read; with the wider level last, that
    // region reaches past the first level's, where both estimates must still start as the image.
    const w = 72;
    const h = 64;
    const ring = (x: number, y: number) => Math.min(1, Math.max(0, (12 - Math.hypot(x - 40, y - 30)) / 4));
    const { image, alpha } = composite(w, h, ring, texture, [200, 40, 160]);
    for (const radii of [[3, 9], [10, 2]]) {
      const { partial, worst } = againstDenseBlurFusion(image, alpha, radii);
      expect(partial).toBeGreaterThan(100);
      expect(worst).toBeLessThanOrEqual(1);
      // In bands of 16 rows plus the halo, too.
      const banded = estimateForeground(image, alpha, radii, w * (16 + 2 * (radii[0] + radii[1])));
      expect(Buffer.from(banded).equals(Buffer.from(estimateForeground(image, alpha, radii)))).toBe(true);
    }
  });

  it('gives the same result when processed in bands as in one piece', () => {
    const tall = composite(16, 96, (_, y) => Math.min(1, Math.max(0, (60 - y) / 20)), (x) => [30 + 5 * x, 90, 160], [10, 200, 40]);
    const whole = estimateForeground(tall.image, tall.alpha, [10, 2]);
    const banded = estimateForeground(tall.image, tall.alpha, [10, 2], 16 * 40);
    expect(Buffer.from(banded).equals(Buffer.from(whole))).toBe(true);
  });

  it('reads grey-with-alpha input as grey and ignores its alpha channel', () => {
    const width = 16;
    const height = 4;
    const data = new Uint8Array(width * height * 2);
    const alpha = new Float32Array(width * height);
    for (let i = 0; i < width * height; i++) {
      data[i * 2] = 90;
      data[i * 2 + 1] = 7; // the raster's own alpha, not colour
      alpha[i] = i % width < 8 ? 1 : 0.5;
    }
    const foreground = estimateForeground({ width, height, channels: 2, data }, alpha, [4, 1]);
    for (let i = 0; i < width * height; i++) expect(Array.from(foreground.subarray(i * 3, i * 3 + 3))).toEqual([90, 90, 90]);
  });
});
