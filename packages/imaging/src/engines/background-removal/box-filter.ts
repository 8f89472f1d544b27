type FloatPlane = Float32Array | Float64Array;

/**
 * Box mean over a (2r+1)^2 window of a single-channel float plane, in O(1) per pixel whatever r.
 * Windows are clipped at the borders and divided by the number of pixels they really cover, which
 * is what the guided filter and the foreground estimation expect (and the watermark lattice search,
 * in doubles).
 */
export function boxMean<P extends FloatPlane>(src: P, out: P, width: number, height: number, radius: number, scratch: P): void {
  horizontalMean(src, scratch, width, height, radius);
  verticalMean(scratch, out, width, height, radius);
}

/**
 * boxMean of the plane x * y (each product rounded to float32, as a Float32Array of them would
 * hold it) without writing that plane: the same sums in the same order, so the same result bit
 * for bit, one pass over memory fewer.
 */
export function boxMeanOfProduct(x: Float32Array, y: Float32Array, out: Float32Array, width: number, height: number, radius: number, scratch: Float32Array): void {
  horizontalMeanOfProduct(x, y, scratch, width, height, radius);
  verticalMean(scratch, out, width, height, radius);
}

/** horizontalMean (below) of Math.fround(x * y); keep the two in step. */
function horizontalMeanOfProduct(a: Float32Array, b: Float32Array, out: Float32Array, width: number, height: number, radius: number): void {
  const r = Math.min(radius, width - 1);
  const inverseCounts = new Float32Array(width);
  for (let x = 0; x < width; x++) inverseCounts[x] = 1 / (Math.min(x + r, width - 1) - Math.max(x - r, 0) + 1);
  const growEnd = Math.min(width, r + 1);
  const slideEnd = Math.max(growEnd, width - r);
  const f = Math.fround;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < r; x++) sum += f(a[row + x] * b[row + x]);
    let x = 0;
    for (; x < growEnd; x++) {
      if (x + r < width) sum += f(a[row + x + r] * b[row + x + r]);
      out[row + x] = sum * inverseCounts[x];
    }
    for (; x < slideEnd; x++) {
      sum += f(a[row + x + r] * b[row + x + r]) - f(a[row + x - r - 1] * b[row + x - r - 1]);
      out[row + x] = sum * inverseCounts[x];
    }
    for (; x < width; x++) {
      sum -= f(a[row + x - r - 1] * b[row + x - r - 1]);
      out[row + x] = sum * inverseCounts[x];
    }
  }
}

function horizontalMean(src: FloatPlane, out: FloatPlane, width: number, height: number, radius: number): void {
  const r = Math.min(radius, width - 1);
  const inverseCounts = out instanceof Float64Array ? new Float64Array(width) : new Float32Array(width);
  for (let x = 0; x < width; x++) inverseCounts[x] = 1 / (Math.min(x + r, width - 1) - Math.max(x - r, 0) + 1);
  // Three spans so the inner loop has no border tests: window growing, sliding, shrinking.
  const growEnd = Math.min(width, r + 1);
  const slideEnd = Math.max(growEnd, width - r);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < r; x++) sum += src[row + x];
    let x = 0;
    for (; x < growEnd; x++) {
      if (x + r < width) sum += src[row + x + r];
      out[row + x] = sum * inverseCounts[x];
    }
    for (; x < slideEnd; x++) {
      sum += src[row + x + r] - src[row + x - r - 1];
      out[row + x] = sum * inverseCounts[x];
    }
    for (; x < width; x++) {
      sum -= src[row + x - r - 1];
      out[row + x] = sum * inverseCounts[x];
    }
  }
}

/** Runs down the columns with one running sum per column, so memory is read row by row. */
function verticalMean(src: FloatPlane, out: FloatPlane, width: number, height: number, radius: number): void {
  const r = Math.min(radius, height - 1);
  const sums = new Float64Array(width);
  for (let y = 0; y < r; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) sums[x] += src[row + x];
  }
  for (let y = 0; y < height; y++) {
    const inverseCount = 1 / (Math.min(y + r, height - 1) - Math.max(y - r, 0) + 1);
    const row = y * width;
    const enter = y + r;
    const leave = y - r - 1;
    // Slide the window to [y - r, y + r] and write the row in a single pass.
    if (enter < height && leave >= 0) {
      const enterRow = enter * width;
      const leaveRow = leave * width;
      for (let x = 0; x < width; x++) {
        const sum = sums[x] + src[enterRow + x] - src[leaveRow + x];
        sums[x] = sum;
        out[row + x] = sum * inverseCount;
      }
    } else if (enter < height) {
      const enterRow = enter * width;
      for (let x = 0; x < width; x++) {
        const sum = sums[x] + src[enterRow + x];
        sums[x] = sum;
        out[row + x] = sum * inverseCount;
      }
    } else if (leave >= 0) {
      const leaveRow = leave * width;
      for (let x = 0; x < width; x++) {
        const sum = sums[x] - src[leaveRow + x];
        sums[x] = sum;
        out[row + x] = sum * inverseCount;
      }
    } else {
      for (let x = 0; x < width; x++) out[row + x] = sums[x] * inverseCount;
    }
  }
}

export interface PlaneBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Inclusive bounds of the pixels of a width x height plane above `threshold`; undefined when none is. */
export function boundsAbove(values: ArrayLike<number>, width: number, height: number, threshold: number): { left: number; right: number; top: number; bottom: number } | undefined {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!(values[row + x] > threshold)) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? undefined : { left, right, top, bottom };
}

/**
 * The box from (left, top) to (right, bottom) inclusive, grown by `radius`, clipped to the grid.
 * A box mean over it equals the whole grid's inside the ungrown box when the plane is 0 outside it.
 */
export function grownBox(left: number, right: number, top: number, bottom: number, radius: number, side: number): PlaneBox {
  const x0 = Math.max(0, left - radius);
  const y0 = Math.max(0, top - radius);
  return { left: x0, top: y0, width: Math.min(side, right + 1 + radius) - x0, height: Math.min(side, bottom + 1 + radius) - y0 };
}

export function cropPlane(plane: Float32Array, side: number, box: PlaneBox): Float32Array {
  const out = new Float32Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * side + box.left;
    out.set(plane.subarray(from, from + box.width), y * box.width);
  }
  return out;
}
