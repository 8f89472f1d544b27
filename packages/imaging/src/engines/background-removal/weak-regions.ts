/**
 * Promotes weak but coherent parts of the subject. On real photos ISNet sometimes marks a whole
 * part of the product with a low, flat probability (a candle's flame at ~0.3, a thin drum leg)
 * while the background around it is ~0: the part is found, only its score is low. A falloff at an
 * ordinary edge is steep instead (1 -> 0 within a few pixels of the 1024 grid), so:
 *
 * - a pixel is "weak subject" when its probability is between `low` and 0.5, the smoothed
 *   probability around it is flat (gradient below `flatSlope` per grid pixel), and it is connected
 *   through probability > `low` to a confident region of the subject (one that subject-support
 *   would keep);
 * - such pixels inside a hole of the subject (not reachable from the border through p <= 0.5:
 *   the inside of a loop) stay; the others are raised to `promotedTo`, so the later 0.5 cut and
 *   the guided filter treat the part as subject and place its edge on the image's edge.
 *
 * Debris stays out: a weak region not connected to the subject is left alone and dropped later.
 * Flat pixels below `low` but above `faint` that carry such a part on far from the subject (a
 * spade's handle) are raised too (faint-plateaus.ts). Then thin parts traced as a faint ridge (a
 * drum's legs) are promoted (thin-parts.ts).
 */
import { boundsAbove, boxMean, cropPlane, grownBox } from './box-filter';
import { farFaintRuns } from './faint-plateaus';
import { openBackground } from './outline-rim';
import { labelRegions } from './subject-support';
import { promoteThinParts } from './thin-parts';

/** Bounds of p > 0.5 on the grid (`boundsAbove`). */
type SubjectBounds = NonNullable<ReturnType<typeof boundsAbove>>;

export interface WeakRegionSettings {
  low: number;
  /** Largest slope (probability per grid pixel, on the smoothed map) still counted as flat. */
  flatSlope: number;
  /** Smoothing radius (grid pixels) before the slope is measured. */
  smoothRadius: number;
  /** Confident regions below this share of the largest are not anchors (same rule as support). */
  minShareOfLargest: number;
  promotedTo: number;
  /** Flat pixels above this, below `low`, are raised when they run far from the reached part (faint-plateaus.ts). */
  faint: number;
  /** How far (grid pixels) such a run must reach. */
  faintDepth: number;
}

export const DEFAULT_WEAK_REGIONS: WeakRegionSettings = { low: 0.15, flatSlope: 0.04, smoothRadius: 3, minShareOfLargest: 0.05, promotedTo: 0.75, faint: 0.05, faintDepth: 40 };

/**
 * Raises weak, flat parts and thin ridges connected to the subject in `probability` (side x side),
 * in place; returns how many pixels.
 */
export function promoteWeakRegions(probability: Float32Array, side: number, settings = DEFAULT_WEAK_REGIONS): number {
  const flat = promoteFlatParts(probability, side, settings);
  return flat + promoteThinParts(probability, side);
}

function promoteFlatParts(probability: Float32Array, side: number, settings: WeakRegionSettings): number {
  // Weak, flat pixels first (cheap, and on most photos there are none: an ordinary edge is
  // steep): the labelling and the flood fill below run only when some exist. The smoothed map is
  // needed only around pixels in the weak range, so it is taken over their box grown by the
  // window and the gradient's reach: there every window is the whole grid's.
  const floor = Math.min(settings.low, settings.faint);
  let left = side;
  let right = -1;
  let top = side;
  let bottom = -1;
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1, i = y * side + 1; x < side - 1; x++, i++) {
      const p = probability[i];
      if (p <= floor || p > 0.5) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return 0;
  const box = grownBox(left, right, top, bottom, settings.smoothRadius + 1, side);
  const smooth = cropPlane(probability, side, box);
  boxMean(smooth, smooth, box.width, box.height, settings.smoothRadius, new Float32Array(box.width * box.height));
  const size = side * side;
  const candidate = new Uint8Array(size);
  let candidates = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const i = y * side + x;
      const p = probability[i];
      if (p <= floor || p > 0.5) continue;
      const j = (y - box.top) * box.width + x - box.left;
      const gx = (smooth[j + 1] - smooth[j - 1]) / 2;
      const gy = (smooth[j + box.width] - smooth[j - box.width]) / 2;
      if (gx * gx + gy * gy <= settings.flatSlope * settings.flatSlope) {
        candidate[i] = 1;
        candidates++;
      }
    }
  }
  if (candidates === 0) return 0;

  // Kept only when connected (8-neighbours, through p > low) to a confident region of at least
  // `minShareOfLargest` of the largest: a flood from those regions' pixels, over the pixels above
  // `low` only (it was a labelling of the whole grid twice; the same pixels are reached).
  const subject = boundsAbove(probability, side, side, 0.5);
  if (!subject) return 0;
  const reached = anchoredReach(probability, side, subject, settings);
  // A weak pixel not reachable from the photo's border without crossing the subject (p > 0.5) is
  // in a hole of the subject (the inside of a loop of tubing): the network's doubt there is
  // right, so it stays. Weak parts that reach out into the background are raised.
  const outside = openBackgroundNearSubject(probability, side, subject);
  const faint = settings.faint < settings.low ? farFaintRuns(candidate, reached, probability, side, settings.faintDepth, { left, right, top, bottom }) : undefined;
  let promoted = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left, i = y * side + left; x <= right; x++, i++) {
      if (!candidate[i] || !(reached[i] || faint?.[i]) || !outside(x, y)) continue;
      probability[i] = settings.promotedTo;
      promoted++;
    }
  }
  return promoted;
}

/**
 * 1 on the pixels above `low` connected (8-neighbours, through such pixels) to a confident region
 * (p > 0.5, 8-connected) of at least `minShareOfLargest` of the largest. Confident regions are
 * labelled over their box `bounds` only (the same regions and areas).
 */
function anchoredReach(probability: Float32Array, side: number, bounds: SubjectBounds, settings: WeakRegionSettings): Uint8Array {
  const box = { left: bounds.left, top: bounds.top, width: bounds.right - bounds.left + 1, height: bounds.bottom - bounds.top + 1 };
  const mask = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0, i = (box.top + y) * side + box.left, j = y * box.width; x < box.width; x++, i++, j++) mask[j] = probability[i] > 0.5 ? 1 : 0;
  }
  const { labels, areas } = labelRegions(mask, box.width, box.height);
  const largest = Math.max(0, ...areas);
  const reached = new Uint8Array(side * side);
  const stack = new Int32Array(side * side);
  let top = 0;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0, j = y * box.width; x < box.width; x++, j++) {
      if (labels[j] === 0 || areas[labels[j]] < largest * settings.minShareOfLargest) continue;
      const i = (box.top + y) * side + box.left + x;
      reached[i] = 1;
      stack[top++] = i;
    }
  }
  while (top > 0) {
    const i = stack[--top];
    const x = i % side;
    const y = (i - x) / side;
    const x0 = x > 0 ? x - 1 : x;
    const x1 = x < side - 1 ? x + 1 : x;
    const y0 = y > 0 ? y - 1 : y;
    const y1 = y < side - 1 ? y + 1 : y;
    for (let ny = y0; ny <= y1; ny++) {
      for (let n = ny * side + x0; n <= ny * side + x1; n++) {
        if (reached[n] || !(probability[n] > settings.low)) continue;
        reached[n] = 1;
        stack[top++] = n;
      }
    }
  }
  return reached;
}

/**
 * Whether (x, y) is background (p <= 0.5) reachable from the grid's border (4-neighbours), as
 * openBackground over the whole grid, but flooded over the box of p > 0.5 grown by one pixel
 * only: every pixel outside that box is p <= 0.5 and joined to the border by a straight run
 * away from the box, and a path from the border into the box last enters the grown box through
 * its outer ring, which is such pixels (or the grid's own border).
 */
function openBackgroundNearSubject(probability: Float32Array, side: number, bounds: SubjectBounds): (x: number, y: number) => boolean {
  const box = grownBox(bounds.left, bounds.right, bounds.top, bounds.bottom, 1, side);
  const open = openBackground(cropPlane(probability, side, box), box.width, box.height);
  return (x, y) => {
    const bx = x - box.left;
    const by = y - box.top;
    return bx < 0 || by < 0 || bx >= box.width || by >= box.height || open[by * box.width + bx] === 1;
  };
}
