/**
 * Colour guided filter (He, Sun, Tang, "Guided Image Filtering", TPAMI 2013), in the "fast"
 * form (He & Sun 2015): the linear coefficients are solved on a working grid, then sampled
 * bilinearly at full resolution, so the output follows the full-resolution colour edges.
 *
 * Within each window the output is a linear function of the guide colour, q = a . I + b, fitted
 * to the input p by least squares with ridge `epsilon`. Where p is flat, a -> 0 and q is p's
 * mean; across an edge, q takes the edge's shape from the image.
 */
import type { Raster } from '../../raster';
import { boxMean, boxMeanOfProduct } from './box-filter';
import { bilinearAxis } from './resample';

export interface GuidedFilterParams {
  /** Window radius on the working grid, in pixels. */
  radius: number;
  /** Ridge regulariser on guide variances (guide in 0..1): larger = smoother, less edge-following. */
  epsilon: number;
}

/** Window-averaged coefficients of q = ar*R + ag*G + ab*B + b, on a width x height grid. */
export interface GuidedCoefficients {
  width: number;
  height: number;
  ar: Float32Array;
  ag: Float32Array;
  ab: Float32Array;
  b: Float32Array;
}

/** Splits an RGB(A) or grey raster into three 0..1 float planes. */
export function guidePlanes(raster: Raster): [Float32Array, Float32Array, Float32Array] {
  const size = raster.width * raster.height;
  const planes: [Float32Array, Float32Array, Float32Array] = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
  const { data, channels } = raster;
  const grey = channels < 3;
  for (let i = 0, o = 0; i < size; i++, o += channels) {
    planes[0][i] = data[o] / 255;
    planes[1][i] = data[grey ? o : o + 1] / 255;
    planes[2][i] = data[grey ? o : o + 2] / 255;
  }
  return planes;
}

export function guidedCoefficients(
  guide: readonly [Float32Array, Float32Array, Float32Array],
  input: Float32Array,
  width: number,
  height: number,
  { radius, epsilon }: GuidedFilterParams,
): GuidedCoefficients {
  const size = width * height;
  const plane = () => new Float32Array(size);
  const scratch = plane();
  const mean = (source: Float32Array) => {
    const out = plane();
    boxMean(source, out, width, height, radius, scratch);
    return out;
  };
  // Products summed as they are read (no product plane; same sums, bit for bit).
  const meanOfProduct = (x: Float32Array, y: Float32Array) => {
    const out = plane();
    boxMeanOfProduct(x, y, out, width, height, radius, scratch);
    return out;
  };
  const [red, green, blue] = guide;
  const meanR = mean(red);
  const meanG = mean(green);
  const meanB = mean(blue);
  const meanP = mean(input);
  const covRP = meanOfProduct(red, input);
  const covGP = meanOfProduct(green, input);
  const covBP = meanOfProduct(blue, input);
  const varRR = meanOfProduct(red, red);
  const varRG = meanOfProduct(red, green);
  const varRB = meanOfProduct(red, blue);
  const varGG = meanOfProduct(green, green);
  const varGB = meanOfProduct(green, blue);
  const varBB = meanOfProduct(blue, blue);

  // Solve (Sigma + eps I) a = cov(I, p) per pixel; a goes into the cov planes, b into meanP.
  for (let i = 0; i < size; i++) {
    const mr = meanR[i];
    const mg = meanG[i];
    const mb = meanB[i];
    const mp = meanP[i];
    const cr = covRP[i] - mr * mp;
    const cg = covGP[i] - mg * mp;
    const cb = covBP[i] - mb * mp;
    const srr = varRR[i] - mr * mr + epsilon;
    const srg = varRG[i] - mr * mg;
    const srb = varRB[i] - mr * mb;
    const sgg = varGG[i] - mg * mg + epsilon;
    const sgb = varGB[i] - mg * mb;
    const sbb = varBB[i] - mb * mb + epsilon;
    // Inverse of the symmetric 3x3 matrix by cofactors.
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
  // In place: boxMean reads its source only into the scratch plane before it writes.
  for (const coefficient of [covRP, covGP, covBP, meanP]) boxMean(coefficient, coefficient, width, height, radius, scratch);
  return { width, height, ar: covRP, ag: covGP, ab: covBP, b: meanP };
}

/** Which grid cells to evaluate (guided-band.ts): the others get 0, or 1 where `states` is 1. */
interface GuidedCells {
  computed: Uint8Array;
  states: Uint8Array;
}

/**
 * Evaluates q = a . I + b for every pixel of `image` (any size), sampling the coefficient grid
 * bilinearly. Writes q into `out`, unclamped unless `clamp` (then 0..1). With `cells`, only the
 * pixels of computed cells are evaluated; `out` must then be all zeros on entry.
 */
export function applyGuidedCoefficients(coefficients: GuidedCoefficients, image: Raster, out: Float32Array, clamp = false, cells?: GuidedCells): void {
  const { width, height, channels, data } = image;
  const xs = bilinearAxis(coefficients.width, width);
  const ys = bilinearAxis(coefficients.height, height);
  const { ar, ag, ab, b } = coefficients;
  const gridWidth = coefficients.width;
  const greenOffset = channels < 3 ? 0 : 1;
  const blueOffset = channels < 3 ? 0 : 2;
  const unit = 1 / 255;
  // With `cells`, a row is walked in runs of pixels that share a grid column (xs.low ascends):
  // a run in a cell that is not computed is filled (or left 0) at once.
  const runEnd = new Int32Array(width);
  for (let x = width - 1; x >= 0; x--) runEnd[x] = x + 1 < width && xs.low[x + 1] === xs.low[x] ? runEnd[x + 1] : x + 1;
  for (let y = 0; y < height; y++) {
    const top = ys.low[y] * gridWidth;
    const bottom = ys.high[y] * gridWidth;
    const fy = ys.fraction[y];
    let computedUntil = 0;
    for (let x = 0; x < width; x++) {
      const left = xs.low[x];
      if (cells && x >= computedUntil) {
        if (!cells.computed[top + left]) {
          if (cells.states[top + left] === 1) out.fill(1, y * width + x, y * width + runEnd[x]);
          x = runEnd[x] - 1;
          continue;
        }
        computedUntil = runEnd[x];
      }
      const right = xs.high[x];
      const fx = xs.fraction[x];
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      const i00 = top + left;
      const i01 = top + right;
      const i10 = bottom + left;
      const i11 = bottom + right;
      const pixel = (y * width + x) * channels;
      const q =
        (ar[i00] * w00 + ar[i01] * w01 + ar[i10] * w10 + ar[i11] * w11) * data[pixel] * unit +
        (ag[i00] * w00 + ag[i01] * w01 + ag[i10] * w10 + ag[i11] * w11) * data[pixel + greenOffset] * unit +
        (ab[i00] * w00 + ab[i01] * w01 + ab[i10] * w10 + ab[i11] * w11) * data[pixel + blueOffset] * unit +
        (b[i00] * w00 + b[i01] * w01 + b[i10] * w10 + b[i11] * w11);
      out[y * width + x] = clamp ? (q < 0 ? 0 : q > 1 ? 1 : q) : q;
    }
  }
}

/** Guided filter at a single resolution: `guide` planes and `input` share the same grid. */
export function guidedFilter(
  guide: readonly [Float32Array, Float32Array, Float32Array],
  input: Float32Array,
  width: number,
  height: number,
  params: GuidedFilterParams,
): Float32Array {
  const { ar, ag, ab, b } = guidedCoefficients(guide, input, width, height, params);
  const out = new Float32Array(width * height);
  const [red, green, blue] = guide;
  for (let i = 0; i < out.length; i++) out[i] = ar[i] * red[i] + ag[i] * green[i] + ab[i] * blue[i] + b[i];
  return out;
}

/** Luma (Rec. 601) of an RGB(A) or grey raster as a 0..1 float plane. */
export function lumaPlane(raster: Raster): Float32Array {
  const size = raster.width * raster.height;
  const luma = new Float32Array(size);
  const { data, channels } = raster;
  if (channels < 3) {
    for (let i = 0, o = 0; i < size; i++, o += channels) luma[i] = data[o] / 255;
    return luma;
  }
  for (let i = 0, o = 0; i < size; i++, o += channels) luma[i] = (0.299 * data[o] + 0.587 * data[o + 1] + 0.114 * data[o + 2]) / 255;
  return luma;
}

/** Planes for greyGuidedFilter, reusable from call to call (detail-pass.ts: one set for all tiles). */
export interface GuidedWorkspace {
  scratch: Float32Array;
  meanI: Float32Array;
  meanP: Float32Array;
  meanIP: Float32Array;
  meanII: Float32Array;
}

export function guidedWorkspace(size: number): GuidedWorkspace {
  return { scratch: new Float32Array(size), meanI: new Float32Array(size), meanP: new Float32Array(size), meanIP: new Float32Array(size), meanII: new Float32Array(size) };
}

/**
 * Guided filter with a single-channel guide: 6 box filters instead of 17, for the full-resolution
 * detail pass where a luminance edge is what hair and soft rims show. With `workspace` (planes of
 * at least width x height), the result is one of its planes, valid until the next call with it.
 */
export function greyGuidedFilter(guide: Float32Array, input: Float32Array, width: number, height: number, { radius, epsilon }: GuidedFilterParams, workspace = guidedWorkspace(width * height)): Float32Array {
  const size = width * height;
  // Every plane is written in full before it is read, so leftovers of an earlier call do not matter.
  const [scratch, meanI, meanP, meanIP, meanII] = [workspace.scratch, workspace.meanI, workspace.meanP, workspace.meanIP, workspace.meanII].map((plane) => plane.subarray(0, size));
  boxMean(guide, meanI, width, height, radius, scratch);
  boxMean(input, meanP, width, height, radius, scratch);
  boxMeanOfProduct(guide, input, meanIP, width, height, radius, scratch);
  boxMeanOfProduct(guide, guide, meanII, width, height, radius, scratch);
  // a into meanIP, b into meanP; then their window means.
  for (let i = 0; i < size; i++) {
    const mi = meanI[i];
    const a = (meanIP[i] - mi * meanP[i]) / (meanII[i] - mi * mi + epsilon);
    meanIP[i] = a;
    meanP[i] = meanP[i] - a * mi;
  }
  boxMean(meanIP, meanIP, width, height, radius, scratch);
  boxMean(meanP, meanP, width, height, radius, scratch);
  const out = meanII;
  for (let i = 0; i < size; i++) out[i] = meanIP[i] * guide[i] + meanP[i];
  return out;
}
