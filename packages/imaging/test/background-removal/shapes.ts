/**
 * Signed distance functions (negative inside, in pixels) and a little value noise, for drawing
 * synthetic products whose alpha is known exactly.
 */
export type Sdf = (x: number, y: number) => number;

export const circle =
  (cx: number, cy: number, radius: number): Sdf =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - radius;

/** Axis-aligned box with rounded corners; (hw, hh) are half sizes. */
export const roundedBox =
  (cx: number, cy: number, hw: number, hh: number, radius: number): Sdf =>
  (x, y) => {
    const qx = Math.abs(x - cx) - hw + radius;
    const qy = Math.abs(y - cy) - hh + radius;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

/** Ellipse, approximated by scaling distance by the smaller radius (exact enough at the rim for alpha). */
export const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Sdf =>
  (x, y) => {
    const k = Math.hypot((x - cx) / rx, (y - cy) / ry);
    const gradient = Math.hypot((x - cx) / (rx * rx), (y - cy) / (ry * ry));
    return k === 0 ? -Math.min(rx, ry) : (k * (k - 1)) / Math.max(gradient, 1e-9);
  };

/** Ring (annulus) of centre radius `radius` and half thickness `half`. */
export const ring =
  (cx: number, cy: number, radius: number, half: number): Sdf =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - radius) - half;

/** Segment from a to b, thickened by `half`. */
export const capsule =
  (ax: number, ay: number, bx: number, by: number, half: number): Sdf =>
  (x, y) => {
    const px = x - ax;
    const py = y - ay;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.min(1, Math.max(0, (px * dx + py * dy) / (dx * dx + dy * dy)));
    return Math.hypot(px - dx * t, py - dy * t) - half;
  };

/** Simple polygon (vertices in order), exact signed distance. */
export const polygon =
  (points: readonly [number, number][]): Sdf =>
  (x, y) => {
    let distance = Infinity;
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i];
      const [xj, yj] = points[j];
      const ex = xj - xi;
      const ey = yj - yi;
      const wx = x - xi;
      const wy = y - yi;
      const t = Math.min(1, Math.max(0, (wx * ex + wy * ey) / (ex * ex + ey * ey)));
      distance = Math.min(distance, Math.hypot(wx - ex * t, wy - ey * t));
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside ? -distance : distance;
  };

export const union =
  (...shapes: Sdf[]): Sdf =>
  (x, y) => {
    let d = Infinity;
    for (const shape of shapes) d = Math.min(d, shape(x, y));
    return d;
  };

export const subtract =
  (shape: Sdf, hole: Sdf): Sdf =>
  (x, y) =>
    Math.max(shape(x, y), -hole(x, y));

/** Coverage-like alpha from a distance: a ramp `softness` pixels wide centred on the boundary. */
export function coverage(distance: number, softness = 1): number {
  const a = 0.5 - distance / softness;
  return a < 0 ? 0 : a > 1 ? 1 : a;
}

function hash(ix: number, iy: number, seed: number): number {
  let h = (ix * 374761393 + iy * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

/** Smooth value noise in 0..1 with features about `scale` pixels wide. */
export function valueNoise(x: number, y: number, scale: number, seed: number): number {
  const fx = x / scale;
  const fy = y / scale;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  const sx = tx * tx * (3 - 2 * tx);
  const sy = ty * ty * (3 - 2 * ty);
  const top = hash(ix, iy, seed) * (1 - sx) + hash(ix + 1, iy, seed) * sx;
  const bottom = hash(ix, iy + 1, seed) * (1 - sx) + hash(ix + 1, iy + 1, seed) * sx;
  return top * (1 - sy) + bottom * sy;
}

/** Deterministic pseudo-random sequence (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
