/**
 * Tiles with nothing to sharpen. A product photo on a plain backdrop is mostly one colour; the
 * network turns a flat tile into the same flat colour (models.test.ts), at the full cost of a
 * tile. Such tiles are enlarged bilinearly instead, which is exact for a flat or linearly varying
 * tile and within FLAT_TILE_RANGE levels of the network for any tile this test lets through.
 */

/** Largest spread (max - min, per channel, 0..255) of a tile the network is skipped for. */
export const FLAT_TILE_RANGE = 2;

/** True when every channel of a planar (CHW) tile spans at most FLAT_TILE_RANGE levels. */
export function isFlatTile(planes: Float32Array, pixels: number): boolean {
  for (let c = 0; c < 3; c++) {
    let min = Infinity;
    let max = -Infinity;
    for (let i = c * pixels, end = i + pixels; i < end; i++) {
      const value = planes[i];
      if (value < min) min = value;
      if (value > max) max = value;
      if (max - min > FLAT_TILE_RANGE) return false;
    }
  }
  return true;
}

/** Bilinear enlargement of a planar (CHW) tile by `scale`, pixel centres aligned, edges clamped. */
export function enlargePlanesBilinear(planes: Float32Array, width: number, height: number, scale: number): Float32Array {
  const outWidth = width * scale;
  const outHeight = height * scale;
  const plane = width * height;
  const outPlane = outWidth * outHeight;
  const out = new Float32Array(outPlane * 3);
  const x0 = new Int32Array(outWidth);
  const x1 = new Int32Array(outWidth);
  const fx = new Float32Array(outWidth);
  for (let x = 0; x < outWidth; x++) {
    const source = Math.min(width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
    x0[x] = Math.floor(source);
    x1[x] = Math.min(width - 1, x0[x] + 1);
    fx[x] = source - x0[x];
  }
  for (let y = 0; y < outHeight; y++) {
    const source = Math.min(height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(source);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = source - y0;
    for (let c = 0; c < 3; c++) {
      const top = c * plane + y0 * width;
      const bottom = c * plane + y1 * width;
      const target = c * outPlane + y * outWidth;
      for (let x = 0; x < outWidth; x++) {
        const upper = planes[top + x0[x]] * (1 - fx[x]) + planes[top + x1[x]] * fx[x];
        const lower = planes[bottom + x0[x]] * (1 - fx[x]) + planes[bottom + x1[x]] * fx[x];
        out[target + x] = upper * (1 - fy) + lower * fy;
      }
    }
  }
  return out;
}
