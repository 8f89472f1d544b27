/**
 * Suppresses stray detections away from the subject. ISNet (the quantised variant especially)
 * lights up patches of busy textures such as grass or gravel. A product photo has one subject,
 * maybe a few parts: we keep the confident regions whose area is a fair share of the largest one,
 * grow them by a margin that leaves room for soft edges and hair, and zero everything else.
 */
import { boxMean, cropPlane, grownBox } from './box-filter';

export interface SupportSettings {
  /** Probability above which a pixel is confidently subject. */
  confident: number;
  /** Regions smaller than this fraction of the largest region are dropped. */
  minShareOfLargest: number;
  /** Margin kept around the kept regions, as a fraction of the grid side. */
  marginFraction: number;
}

export const DEFAULT_SUPPORT: SupportSettings = { confident: 0.5, minShareOfLargest: 0.05, marginFraction: 1 / 64 };

/** Labels 8-connected regions of `mask` (non-zero); returns labels (0 = none) and region areas. */
export function labelRegions(mask: Uint8Array, width: number, height: number): { labels: Int32Array; areas: number[] } {
  const labels = new Int32Array(width * height);
  const areas: number[] = [0];
  const stack = new Int32Array(width * height);
  for (let seed = 0; seed < mask.length; seed++) {
    if (!mask[seed] || labels[seed]) continue;
    const label = areas.length;
    let area = 0;
    let top = 0;
    stack[top++] = seed;
    labels[seed] = label;
    while (top > 0) {
      const index = stack[--top];
      area++;
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const neighbour = ny * width + nx;
          if (mask[neighbour] && !labels[neighbour]) {
            labels[neighbour] = label;
            stack[top++] = neighbour;
          }
        }
      }
    }
    areas.push(area);
  }
  return { labels, areas };
}

/** Zeroes `probability` (side x side) outside the grown support of the main regions, in place. */
export function restrictToSubject(probability: Float32Array, side: number, settings = DEFAULT_SUPPORT): void {
  const size = side * side;
  const confident = new Uint8Array(size);
  for (let i = 0; i < size; i++) confident[i] = probability[i] > settings.confident ? 1 : 0;
  const { labels, areas } = labelRegions(confident, side, side);
  const largest = Math.max(0, ...areas);
  if (largest === 0) return;
  const keep = areas.map((area) => area >= largest * settings.minShareOfLargest);
  const support = new Float32Array(size);
  let left = side;
  let right = -1;
  let top = side;
  let bottom = -1;
  for (let y = 0; y < side; y++) {
    for (let x = 0, i = y * side; x < side; x++, i++) {
      if (labels[i] === 0 || !keep[labels[i]]) continue;
      support[i] = 1;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  const margin = Math.max(1, Math.round(side * settings.marginFraction));
  // The grown support is non-zero only within `margin` of the kept regions, so the box mean runs on
  // their box grown by the margin; outside it everything is dropped. Inside, the windows, their
  // pixel counts and the running sums are those of the whole grid (0/1 sums are exact).
  const box = grownBox(left, right, top, bottom, margin, side);
  const grown = cropPlane(support, side, box);
  boxMean(grown, grown, box.width, box.height, margin, new Float32Array(box.width * box.height));
  // Rows outside the box are dropped whole; inside it, the columns left and right of it too.
  probability.fill(0, 0, box.top * side);
  probability.fill(0, (box.top + box.height) * side);
  for (let y = box.top; y < box.top + box.height; y++) {
    const row = y * side;
    probability.fill(0, row, row + box.left);
    probability.fill(0, row + box.left + box.width, row + side);
    for (let x = box.left, j = (y - box.top) * box.width; x < box.left + box.width; x++, j++) if (grown[j] === 0) probability[row + x] = 0;
  }
}
