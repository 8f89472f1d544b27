/**
 * Operations on binary masks stored as one byte per pixel (1 = set, 0 = clear), row-major.
 * Shared by inpaint, outpaint and watermark detection.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every set pixel; null when none is set. */
export function maskBox(mask: Uint8Array, width: number, height: number): Box | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!mask[row + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** The box grown by `margin` on every side, clamped to the image. */
export function growBox(box: Box, margin: number, width: number, height: number): Box {
  const x0 = Math.max(0, box.x - margin);
  const y0 = Math.max(0, box.y - margin);
  const x1 = Math.min(width, box.x + box.width + margin);
  const y1 = Math.min(height, box.y + box.height + margin);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Sets every pixel within Chebyshev distance `radius` of a set pixel (a square dilation). */
export function dilateSquare(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius <= 0) return mask.slice();
  const horizontal = new Uint8Array(width * height);
  // Separable: a running count over a window of 2r+1 along rows, then along columns.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x < Math.min(radius, width); x++) count += mask[row + x];
    for (let x = 0; x < width; x++) {
      const enter = x + radius;
      if (enter < width) count += mask[row + enter];
      const leave = x - radius - 1;
      if (leave >= 0) count -= mask[row + leave];
      horizontal[row + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = 0; y < Math.min(radius, height); y++) count += horizontal[y * width + x];
    for (let y = 0; y < height; y++) {
      const enter = y + radius;
      if (enter < height) count += horizontal[enter * width + x];
      const leave = y - radius - 1;
      if (leave >= 0) count -= horizontal[leave * width + x];
      out[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  return out;
}

/**
 * Distance (in pixels, 3-4 chamfer approximation of Euclidean) from every pixel to the nearest
 * set pixel of `mask`; 0 on set pixels, +Infinity everywhere when the mask is empty.
 */
export function distanceToMask(mask: Uint8Array, width: number, height: number): Float32Array {
  const far = 0x3fffffff;
  // One pixel of padding on every side (always "far") removes all bounds checks from the passes.
  const pw = width + 2;
  const d = new Int32Array(pw * (height + 2)).fill(far);
  for (let y = 0; y < height; y++) {
    const row = (y + 1) * pw + 1;
    for (let x = 0; x < width; x++) if (mask[y * width + x]) d[row + x] = 0;
  }
  for (let y = 1; y <= height; y++) {
    for (let i = y * pw + 1, end = i + width; i < end; i++) {
      let best = d[i];
      if (best === 0) continue;
      let v = d[i - 1] + 3;
      if (v < best) best = v;
      v = d[i - pw] + 3;
      if (v < best) best = v;
      v = d[i - pw - 1] + 4;
      if (v < best) best = v;
      v = d[i - pw + 1] + 4;
      if (v < best) best = v;
      d[i] = best;
    }
  }
  for (let y = height; y >= 1; y--) {
    for (let i = y * pw + width, end = y * pw; i > end; i--) {
      let best = d[i];
      if (best === 0) continue;
      let v = d[i + 1] + 3;
      if (v < best) best = v;
      v = d[i + pw] + 3;
      if (v < best) best = v;
      v = d[i + pw - 1] + 4;
      if (v < best) best = v;
      v = d[i + pw + 1] + 4;
      if (v < best) best = v;
      d[i] = best;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = (y + 1) * pw + 1;
    for (let x = 0; x < width; x++) {
      const v = d[row + x];
      out[y * width + x] = v >= far ? Number.POSITIVE_INFINITY : v / 3;
    }
  }
  return out;
}

/** Bounding boxes of the 8-connected components of the set pixels, largest first. */
export function componentBoxes(mask: Uint8Array, width: number, height: number): Box[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: Array<Box & { area: number }> = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let minX = width;
    let minY = height;
    let maxX = -1;
    let maxY = -1;
    let area = 0;
    while (top > 0) {
      const i = stack[--top];
      const x = i % width;
      const y = (i - x) / width;
      area++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    boxes.push({ x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, area });
  }
  boxes.sort((a, b) => b.area - a.area);
  return boxes.map(({ x, y, width: w, height: h }) => ({ x, y, width: w, height: h }));
}

/**
 * 8-connected components of the set pixels, as lists of pixel indices: components in the order of
 * their first pixel in scan order, each one's pixels breadth-first from it.
 */
export function componentPixels(mask: Uint8Array, width: number, height: number): Int32Array[] {
  const seen = new Uint8Array(width * height);
  const out: Int32Array[] = [];
  // One queue for all components (breadth-first, as a list would be), each copied out when done.
  const members = new Int32Array(width * height);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    members[0] = start;
    let length = 1;
    seen[start] = 1;
    for (let head = 0; head < length; head++) {
      const p = members[head];
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (mask[q] && !seen[q]) {
            seen[q] = 1;
            members[length++] = q;
          }
        }
      }
    }
    out.push(members.slice(0, length));
  }
  return out;
}

/** Number of set pixels. */
export function countSet(mask: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i];
  return n;
}
