/**
 * Single-channel float planes for shadow densities (0..1). Shadows are built at a reduced
 * "work" resolution in floats: soft gradients stay free of 8-bit banding, and blurs whose
 * radius changes with distance (which libvips has no operation for) stay cheap.
 */
export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

export function createPlane(width: number, height: number): Plane {
  return { width, height, data: new Float32Array(width * height) };
}

/**
 * Widths of `passes` odd box filters whose stacked variance equals sigma^2 (a box of width w
 * has variance (w^2 - 1) / 12; three passes are visually Gaussian).
 */
function boxWidths(sigma: number, passes: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / passes + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  lower = Math.max(1, lower);
  const upper = lower + 2;
  const lowerCount = Math.round((passes * (upper * upper - 1) - 12 * sigma * sigma) / (upper * upper - lower * lower));
  return Array.from({ length: passes }, (_, i) => (i < lowerCount ? lower : upper));
}

/** One box pass along a line of `count` samples at `stride`, treating outside samples as 0. */
function boxLine(src: Float32Array, dst: Float32Array, start: number, count: number, stride: number, width: number): void {
  const radius = (width - 1) >> 1;
  const scale = 1 / width;
  let sum = 0;
  for (let i = 0; i < Math.min(radius, count); i++) sum += src[start + i * stride];
  for (let i = 0; i < count; i++) {
    const enter = i + radius;
    const leave = i - radius - 1;
    if (enter < count) sum += src[start + enter * stride];
    if (leave >= 0) sum -= src[start + leave * stride];
    dst[start + i * stride] = sum * scale;
  }
}

/**
 * Approximate Gaussian blur (three box passes per axis), with separate sigmas per axis. Only the
 * window around the non-zero pixels (plus 3 sigma) is processed: shadows cover a small part of the canvas.
 */
export function blurPlane(plane: Plane, sigmaX: number, sigmaY: number): Plane {
  const bounds = nonZeroBounds(plane);
  if (!bounds) return createPlane(plane.width, plane.height);
  const marginX = Math.ceil(3 * sigmaX) + 2;
  const marginY = Math.ceil(3 * sigmaY) + 2;
  const left = Math.max(0, bounds.left - marginX);
  const top = Math.max(0, bounds.top - marginY);
  const right = Math.min(plane.width, bounds.right + marginX);
  const bottom = Math.min(plane.height, bounds.bottom + marginY);
  const window = cropPlane(plane, left, top, right - left, bottom - top);
  const horizontal = blurRows(window, sigmaX);
  const blurred = sigmaY < 0.4 ? horizontal : transpose(blurRows(transpose(horizontal), sigmaY));
  const out = createPlane(plane.width, plane.height);
  for (let y = 0; y < blurred.height; y++) out.data.set(blurred.data.subarray(y * blurred.width, (y + 1) * blurred.width), (top + y) * plane.width + left);
  return out;
}

/** Columns are blurred as rows of the transpose: sequential memory access is several times faster. */
function blurRows(plane: Plane, sigma: number): Plane {
  if (sigma < 0.4) return plane;
  const { width, height } = plane;
  let src: Float32Array = plane.data;
  let dst: Float32Array = new Float32Array(src.length);
  for (const box of boxWidths(sigma, 3)) {
    if (box <= 1) continue;
    for (let y = 0; y < height; y++) boxLine(src, dst, y * width, width, 1, box);
    [src, dst] = [dst, src];
  }
  return { width, height, data: src };
}

function transpose(plane: Plane): Plane {
  const { width, height, data } = plane;
  const out = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) out[x * height + y] = data[i]!;
  }
  return { width: height, height: width, data: out };
}

/** Bilinear sample with zeros outside the plane. */
export function samplePlane(plane: Plane, x: number, y: number): number {
  const { width, height, data } = plane;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < -1 || y0 < -1 || x0 >= width || y0 >= height) return 0;
  const fx = x - x0;
  const fy = y - y0;
  const left = x0 >= 0;
  const right = x0 + 1 < width;
  let top = 0;
  let bottom = 0;
  if (y0 >= 0) {
    const row = y0 * width;
    top = (left ? data[row + x0] * (1 - fx) : 0) + (right ? data[row + x0 + 1] * fx : 0);
  }
  if (y0 + 1 < height) {
    const row = (y0 + 1) * width;
    bottom = (left ? data[row + x0] * (1 - fx) : 0) + (right ? data[row + x0 + 1] * fx : 0);
  }
  return top * (1 - fy) + bottom * fy;
}

/** The plane moved by (dx, dy) pixels, bilinearly (only the moved non-zero window is computed). */
export function shiftPlane(plane: Plane, dx: number, dy: number): Plane {
  const out = createPlane(plane.width, plane.height);
  const bounds = nonZeroBounds(plane);
  if (!bounds) return out;
  const left = Math.max(0, Math.floor(bounds.left + dx) - 1);
  const right = Math.min(plane.width, Math.ceil(bounds.right + dx) + 1);
  const top = Math.max(0, Math.floor(bounds.top + dy) - 1);
  const bottom = Math.min(plane.height, Math.ceil(bounds.bottom + dy) + 1);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) out.data[y * plane.width + x] = samplePlane(plane, x - dx, y - dy);
  }
  return out;
}

/** Union of independent darkenings: 1 - prod(1 - d_i * w_i). */
export function unionPlanes(width: number, height: number, layers: ReadonlyArray<{ plane: Plane; weight: number }>): Plane {
  const out = createPlane(width, height);
  const light = new Float32Array(width * height).fill(1);
  for (const { plane, weight } of layers) {
    for (let i = 0; i < light.length; i++) light[i] = light[i] * (1 - Math.min(1, plane.data[i] * weight));
  }
  for (let i = 0; i < light.length; i++) out.data[i] = 1 - light[i];
  return out;
}

/** Smallest rectangle holding every non-zero sample (right and bottom exclusive), or null. */
export function nonZeroBounds(plane: Plane): { left: number; top: number; right: number; bottom: number } | null {
  const { width, height, data } = plane;
  let left = width;
  let right = -1;
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (data[row + x] !== 0) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (top < 0) top = y;
    bottom = y + 1;
    left = Math.min(left, first);
    right = Math.max(right, last + 1);
  }
  return top < 0 ? null : { left, top, right, bottom };
}

function cropPlane(plane: Plane, left: number, top: number, width: number, height: number): Plane {
  const out = createPlane(width, height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * plane.width + left;
    out.data.set(plane.data.subarray(from, from + width), y * width);
  }
  return out;
}
