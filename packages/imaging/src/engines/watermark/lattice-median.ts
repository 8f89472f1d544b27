import type { Step } from './tiled-matte';

/** Lattice translates (multiples of the two steps) shorter than the image in both directions. */
export function latticeOffsets(width: number, height: number, basis: [Step, Step]): Array<[number, number]> {
  const [a, b] = basis;
  const reach = (v: Step) => Math.ceil(Math.hypot(width, height) / Math.max(1, Math.hypot(v.x, v.y)));
  const offsets: Array<[number, number]> = [];
  for (let i = -reach(a); i <= reach(a); i++) {
    for (let j = -reach(b); j <= reach(b); j++) {
      const ox = i * a.x + j * b.x;
      const oy = i * a.y + j * b.y;
      if (Math.abs(ox) < width && Math.abs(oy) < height) offsets.push([ox, oy]);
    }
  }
  return offsets;
}

/**
 * Per pixel (only where `where` is set, if given), the median of `values` over its lattice
 * translates inside the image, NaN values left out; 0 where fewer than `least` remain.
 * The translate of pixel (x, y) by (ox, oy) is (round(x + ox), round(y + oy)). This is the tiled
 * path's hot loop (a few hundred translates per pixel, six calls on the watermark page): the
 * translates are rounded once to whole shifts (`wholeShifts`, exact: checked for every x and y),
 * and per row only those landing inside the image are visited, the median taken by selection.
 */
export function latticeMedian(values: Float32Array, width: number, height: number, basis: [Step, Step], least: number, where?: Uint8Array): Float32Array {
  const offsets = latticeOffsets(width, height, basis);
  const shifts = wholeShifts(offsets, width, height);
  if (!shifts) return latticeMedianPerPixel(values, width, height, offsets, least, where);
  // Sorted by horizontal shift: the translates inside the image for pixel x are one run of them.
  shifts.sort((p, q) => p[0] - q[0]);
  const stack = new Float32Array(shifts.length);
  const rowDx = new Int32Array(shifts.length);
  const rowDelta = new Int32Array(shifts.length);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (const [dx, dy] of shifts) {
      if (y + dy < 0 || y + dy >= height) continue;
      rowDx[count] = dx;
      rowDelta[count++] = dy * width + dx;
    }
    // [first, end): the run with 0 <= x + dx < width; both ends move left as x grows.
    let first = count;
    let end = count;
    for (let x = 0; x < width; x++) {
      while (first > 0 && rowDx[first - 1] >= -x) first--;
      while (end > 0 && rowDx[end - 1] > width - 1 - x) end--;
      const p = y * width + x;
      if (where && !where[p]) continue;
      let n = 0;
      for (let i = first; i < end; i++) {
        const value = values[p + rowDelta[i]];
        if (value === value) stack[n++] = value;
      }
      if (n >= least) out[p] = medianInPlace(stack, n);
    }
  }
  return out;
}

/**
 * Whole shifts (dx, dy) with round(x + ox) = x + dx for every x in the image's width (and the
 * same for y): true of exact arithmetic, checked because x + ox is rounded to a double first.
 * Undefined when a sum would round otherwise.
 */
function wholeShifts(offsets: Array<[number, number]>, width: number, height: number): Array<[number, number]> | undefined {
  const shifts: Array<[number, number]> = [];
  for (const [ox, oy] of offsets) {
    const dx = Math.round(ox);
    const dy = Math.round(oy);
    for (let x = 0; x < width; x++) if (Math.round(x + ox) !== x + dx) return undefined;
    for (let y = 0; y < height; y++) if (Math.round(y + oy) !== y + dy) return undefined;
    shifts.push([dx, dy]);
  }
  return shifts;
}

/** The same median, each translate rounded per pixel (the general case `wholeShifts` declines). */
function latticeMedianPerPixel(values: Float32Array, width: number, height: number, offsets: Array<[number, number]>, least: number, where?: Uint8Array): Float32Array {
  const stack = new Float32Array(offsets.length);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (where && !where[y * width + x]) continue;
      let n = 0;
      for (const [ox, oy] of offsets) {
        const u = Math.round(x + ox);
        const v = Math.round(y + oy);
        if (u < 0 || v < 0 || u >= width || v >= height) continue;
        const value = values[v * width + u];
        if (value === value) stack[n++] = value;
      }
      if (n >= least) out[y * width + x] = medianInPlace(stack, n);
    }
  }
  return out;
}

/**
 * The median of stack[0..n) (the mean of the middle two for even n), reordering it: what sorting
 * and reading the middle gives, -0 and +0 included, by selection instead of a full sort.
 */
export function medianInPlace(stack: Float32Array, n: number): number {
  const k = n >> 1;
  const upper = select(stack, n, k);
  if (n % 2) return signedZero(stack, n, k, upper);
  // select leaves stack[0..k) at most stack[k]: the lower middle is their largest.
  let lower = stack[0];
  for (let i = 1; i < k; i++) if (stack[i] > lower) lower = stack[i];
  return 0.5 * (signedZero(stack, n, k - 1, lower) + signedZero(stack, n, k, upper));
}

/** The k-th smallest of a[0..n) (quickselect, median-of-three pivot); a[0..k) end at most it, a(k..n) at least. */
function select(a: Float32Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  for (;;) {
    if (hi <= lo + 1) {
      if (hi === lo + 1 && a[hi] < a[lo]) swap(a, lo, hi);
      return a[k];
    }
    swap(a, (lo + hi) >> 1, lo + 1);
    if (a[lo] > a[hi]) swap(a, lo, hi);
    if (a[lo + 1] > a[hi]) swap(a, lo + 1, hi);
    if (a[lo] > a[lo + 1]) swap(a, lo, lo + 1);
    const pivot = a[lo + 1];
    let i = lo + 1;
    let j = hi;
    for (;;) {
      do i++;
      while (a[i] < pivot);
      do j--;
      while (a[j] > pivot);
      if (j < i) break;
      swap(a, i, j);
    }
    a[lo + 1] = a[j];
    a[j] = pivot;
    if (j >= k) hi = j - 1;
    if (j <= k) lo = i;
  }
}

function swap(a: Float32Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

/** A zero at rank k as a sort would place it (every -0 before every +0); other values as they are. */
function signedZero(a: Float32Array, n: number, k: number, value: number): number {
  if (value !== 0) return value;
  let below = 0;
  let negativeZeros = 0;
  for (let i = 0; i < n; i++) {
    if (a[i] < 0) below++;
    else if (a[i] === 0 && Object.is(a[i], -0)) negativeZeros++;
  }
  return k >= below && k < below + negativeZeros ? -0 : 0;
}
