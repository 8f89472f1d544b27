/**
 * Suppresses stray detections away from the subject. ISNet (the quantised variant especially)
 * lights up patches of busy textures such as grass or gravel. A product photo has one subject,
 * maybe a few parts: we keep the confident regions whose area is a fair share of the largest one,
 * grow them by a margin that leaves room for soft edges and hair, and zero everything else.
 */
import { boundsAbove, boxMean, grownBox, type PlaneBox } from './box-filter';

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
  // Regions are labelled over the box of the confident pixels only (nothing outside it is
  // confident): the same regions, numbered in the same raster order, as over the whole grid.
  const found = confidentBox(probability, side, settings.confident);
  if (!found) return;
  const { labels, areas } = labelRegions(found.mask, found.box.width, found.box.height);
  const largest = Math.max(0, ...areas);
  const keep = areas.map((area) => area >= largest * settings.minShareOfLargest);
  const crop = found.box;
  let left = side;
  let right = -1;
  let top = side;
  let bottom = -1;
  for (let y = 0; y < crop.height; y++) {
    for (let x = 0, j = y * crop.width; x < crop.width; x++, j++) {
      if (labels[j] === 0 || !keep[labels[j]]) continue;
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
  const box = grownBox(crop.left + left, crop.left + right, crop.top + top, crop.top + bottom, margin, side);
  const grown = new Float32Array(box.width * box.height);
  for (let y = top; y <= bottom; y++) {
    const row = (crop.top + y - box.top) * box.width + crop.left - box.left;
    for (let x = left, j = y * crop.width + left; x <= right; x++, j++) if (labels[j] !== 0 && keep[labels[j]]) grown[row + x] = 1;
  }
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

/** The box of the pixels above `threshold` and their mask over it; undefined when there are none. */
function confidentBox(probability: Float32Array, side: number, threshold: number): { box: PlaneBox; mask: Uint8Array } | undefined {
  const bounds = boundsAbove(probability, side, side, threshold);
  if (!bounds) return undefined;
  const { left, top } = bounds;
  const box: PlaneBox = { left, top, width: bounds.right - left + 1, height: bounds.bottom - top + 1 };
  const mask = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (top + y) * side + left;
    for (let x = 0, j = y * box.width; x < box.width; x++, j++) mask[j] = probability[from + x] > threshold ? 1 : 0;
  }
  return { box, mask };
}
