import type { Raster } from '../../raster';
import type { Placement } from './canvas-size';

/** value(x, y) = a + b * (x - cx) + c * (y - cy) per channel, in canvas coordinates. */
export interface BorderPlane {
  coefficients: Array<[number, number, number]>;
  cx: number;
  cy: number;
  /** Root mean square residual of the inlier pixels, worst channel. */
  rms: number;
  /** Fraction of the band's pixels that fit the plane. */
  inliers: number;
}

/**
 * Fits a linear model (uniform colour or linear gradient) to the image's border bands on the
 * sides where the canvas grows, by least squares with outlier rejection (an object touching the
 * border should not tilt the background's fit). The caller decides from `rms` and `inliers`
 * whether the background really is plain.
 */
export function fitBorderPlane(image: Raster, placement: Placement): BorderPlane {
  const { width, height, channels: c, data } = image;
  const band = Math.max(4, Math.round(0.05 * Math.min(width, height)));
  const grows = {
    left: placement.x > 0,
    right: placement.x + width < placement.width,
    top: placement.y > 0,
    bottom: placement.y + height < placement.height,
  };
  const samples: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBand =
        (grows.left && x < band) || (grows.right && x >= width - band) || (grows.top && y < band) || (grows.bottom && y >= height - band);
      if (inBand) samples.push(y * width + x);
    }
  }
  const cx = placement.x + width / 2;
  const cy = placement.y + height / 2;
  const keep = new Uint8Array(samples.length).fill(1);
  let coefficients: Array<[number, number, number]> = [];
  let rms = 0;
  let inliers = 0;
  for (let round = 0; round < 3; round++) {
    coefficients = [];
    for (let k = 0; k < c; k++) coefficients.push(solveChannel(samples, keep, data, width, c, k, placement, cx, cy));
    let squared = 0;
    let count = 0;
    const residuals = new Float64Array(samples.length);
    for (let s = 0; s < samples.length; s++) {
      const p = samples[s];
      const x = (p % width) + placement.x - cx;
      const y = Math.floor(p / width) + placement.y - cy;
      let worst = 0;
      for (let k = 0; k < c; k++) {
        const [a, b, d] = coefficients[k];
        const r = data[p * c + k] - (a + b * x + d * y);
        worst = Math.max(worst, Math.abs(r));
        if (keep[s]) squared += r * r;
      }
      residuals[s] = worst;
      if (keep[s]) count += c;
    }
    rms = Math.sqrt(squared / Math.max(1, count));
    const threshold = Math.max(3, 3 * rms);
    inliers = 0;
    for (let s = 0; s < samples.length; s++) {
      keep[s] = residuals[s] <= threshold ? 1 : 0;
      inliers += keep[s];
    }
  }
  return { coefficients, cx, cy, rms, inliers: inliers / Math.max(1, samples.length) };
}

/** Evaluates the plane at canvas pixel (x, y) for channel k, rounded and clamped to a byte. */
export function planeValue(plane: BorderPlane, k: number, x: number, y: number): number {
  const [a, b, d] = plane.coefficients[k];
  const v = Math.round(a + b * (x - plane.cx) + d * (y - plane.cy));
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

/** Least squares for one channel: normal equations of [1, x, y] over the kept samples. */
function solveChannel(
  samples: number[],
  keep: Uint8Array,
  data: Uint8Array,
  width: number,
  c: number,
  k: number,
  placement: Placement,
  cx: number,
  cy: number,
): [number, number, number] {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let sv = 0;
  let sxv = 0;
  let syv = 0;
  for (let s = 0; s < samples.length; s++) {
    if (!keep[s]) continue;
    const p = samples[s];
    const x = (p % width) + placement.x - cx;
    const y = Math.floor(p / width) + placement.y - cy;
    const v = data[p * c + k];
    n++;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
    syy += y * y;
    sv += v;
    sxv += x * v;
    syv += y * v;
  }
  if (n === 0) return [0, 0, 0];
  const m = [
    [n, sx, sy],
    [sx, sxx, sxy],
    [sy, sxy, syy],
  ];
  const solved = solve3(m, [sv, sxv, syv]);
  // A degenerate layout (a single row or column of samples) cannot tell a slope: keep the mean.
  return solved ?? [sv / n, 0, 0];
}

function solve3(m: number[][], v: number[]): [number, number, number] | undefined {
  const det = (a: number[][]) =>
    a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
    a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
    a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  const d = det(m);
  const scale = Math.abs(m[0][0] * m[1][1] * m[2][2]) || 1;
  if (Math.abs(d) < 1e-9 * scale) return undefined;
  const column = (i: number) => m.map((row, r) => row.map((value, j) => (j === i ? v[r] : value)));
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d];
}
