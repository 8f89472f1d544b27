import { distanceToMask } from '../inpaint/mask-ops';
import type { ProbabilityMap } from './text-probability';

export interface DetectedBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

export interface TextRegionOptions {
  /** Probability above which a map pixel counts as text (DB's binarisation threshold). */
  threshold?: number;
  /** Minimum mean probability of a region to keep it (DB's box threshold). */
  minScore?: number;
  /** How far the shrunk text kernel is grown back, relative to area / perimeter (DB's unclip ratio). */
  unclipRatio?: number;
}

/**
 * DB post-processing on the probability map: threshold it, take connected regions, keep those
 * whose mean probability is high enough, then grow each by area * ratio / perimeter (the
 * detector predicts text kernels shrunk by that offset during training). Growing the region
 * itself rather than its box keeps rotated and diagonal text tight.
 * Returns the grown regions as a mask on the map grid, and their boxes in map pixels.
 */
export function textRegions(map: ProbabilityMap, options: TextRegionOptions = {}): { mask: Uint8Array; boxes: DetectedBox[] } {
  const { width, height, data } = map;
  const threshold = options.threshold ?? 0.3;
  const minScore = options.minScore ?? 0.5;
  const unclipRatio = options.unclipRatio ?? 1.5;
  const binary = new Uint8Array(width * height);
  for (let i = 0; i < binary.length; i++) binary[i] = data[i] > threshold ? 1 : 0;

  const mask = new Uint8Array(width * height);
  const boxes: DetectedBox[] = [];
  const seen = new Uint8Array(width * height);
  const pixels = new Int32Array(width * height);
  for (let start = 0; start < binary.length; start++) {
    if (!binary[start] || seen[start]) continue;
    // Flood fill (8-connected); `pixels` doubles as the stack and the region's pixel list.
    let count = 0;
    let cursor = 0;
    pixels[count++] = start;
    seen[start] = 1;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let scoreSum = 0;
    let perimeter = 0;
    while (cursor < count) {
      const i = pixels[cursor++];
      const x = i % width;
      const y = (i - x) / width;
      scoreSum += data[i];
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1 || !binary[i - 1] || !binary[i + 1] || !binary[i - width] || !binary[i + width]) {
        perimeter++;
      }
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (binary[j] && !seen[j]) {
            seen[j] = 1;
            pixels[count++] = j;
          }
        }
      }
    }
    const score = scoreSum / count;
    if (score < minScore || Math.min(maxX - minX + 1, maxY - minY + 1) < 2 || count < 6) continue;
    const grow = (count * unclipRatio) / Math.max(1, perimeter);
    const box = growRegion(pixels, count, width, height, { minX, minY, maxX, maxY }, grow, mask);
    boxes.push({ ...box, score });
  }
  return { mask, boxes };
}

/** Marks every map pixel within `grow` of the region in `mask`; returns the grown box. */
function growRegion(
  pixels: Int32Array,
  count: number,
  width: number,
  height: number,
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
  grow: number,
  mask: Uint8Array,
): { x: number; y: number; width: number; height: number } {
  const margin = Math.ceil(grow) + 1;
  const x0 = Math.max(0, bounds.minX - margin);
  const y0 = Math.max(0, bounds.minY - margin);
  const x1 = Math.min(width - 1, bounds.maxX + margin);
  const y1 = Math.min(height - 1, bounds.maxY + margin);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const local = new Uint8Array(w * h);
  for (let n = 0; n < count; n++) {
    const i = pixels[n];
    const x = i % width;
    const y = (i - x) / width;
    local[(y - y0) * w + (x - x0)] = 1;
  }
  const distance = distanceToMask(local, w, h);
  let gx0 = x1;
  let gy0 = y1;
  let gx1 = x0;
  let gy1 = y0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (distance[y * w + x] > grow) continue;
      mask[(y + y0) * width + x + x0] = 1;
      gx0 = Math.min(gx0, x + x0);
      gx1 = Math.max(gx1, x + x0);
      gy0 = Math.min(gy0, y + y0);
      gy1 = Math.max(gy1, y + y0);
    }
  }
  return { x: gx0, y: gy0, width: gx1 - gx0 + 1, height: gy1 - gy0 + 1 };
}
