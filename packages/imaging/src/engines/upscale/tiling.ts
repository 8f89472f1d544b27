/**
 * Tile layout and blending weights along one image axis. Tiles have one size, at most `maxTile`,
 * spread evenly with at least `overlap` pixels shared between neighbours. In each shared strip the
 * left tile's weight falls linearly while the right one's rises, so weights always sum to 1 and a
 * 2-D tile's weight is the product of its two axis weights.
 */
export interface TileSpan {
  start: number;
  size: number;
}

export function planTiles(length: number, maxTile: number, overlap: number): TileSpan[] {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`Bad image length ${length}`);
  if (length <= maxTile) return [{ start: 0, size: length }];
  if (maxTile < 4 * overlap) throw new RangeError(`Tile size ${maxTile} must be at least 4x the overlap ${overlap}`);
  const count = Math.ceil((length - overlap) / (maxTile - overlap));
  // The smallest equal size that covers the image with `count` tiles overlapping by `overlap`.
  const size = Math.ceil((length + (count - 1) * overlap) / count);
  const step = (length - size) / (count - 1);
  return Array.from({ length: count }, (_, index) => ({ start: Math.round(index * step), size }));
}

/**
 * Weights, in output pixels (`scale` per input pixel), of tile `index` along its axis. `margin`
 * input pixels at each side of a shared strip get no weight from the tile whose edge is there: the
 * last pixels before a tile's edge are the ones the network computed with missing context.
 */
export function axisWeights(spans: readonly TileSpan[], index: number, scale: number, margin: number): Float32Array {
  const span = spans[index];
  if (!span) throw new RangeError(`No tile ${index}`);
  const start = span.start * scale;
  const weights = new Float32Array(span.size * scale).fill(1);
  const previous = spans[index - 1];
  const next = spans[index + 1];
  if (previous) {
    const rampStart = start + margin * scale;
    const rampLength = (previous.start + previous.size) * scale - margin * scale - rampStart;
    for (let p = 0; p < weights.length; p++) weights[p] *= ramp(start + p - rampStart, rampLength);
  }
  if (next) {
    const rampEnd = (span.start + span.size) * scale - margin * scale;
    const rampLength = rampEnd - (next.start * scale + margin * scale);
    for (let p = 0; p < weights.length; p++) weights[p] *= ramp(rampEnd - 1 - (start + p), rampLength);
  }
  return weights;
}

/** 0 before the strip, rising through pixel centres inside it, 1 after it. */
function ramp(offset: number, length: number): number {
  if (length <= 0) return offset >= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, (offset + 0.5) / length));
}
