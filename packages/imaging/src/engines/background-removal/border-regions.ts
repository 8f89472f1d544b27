/**
 * Drops background structure that runs out of the frame. A product photo's subject lies within
 * the frame; ISNet sometimes also scores a bold background structure as confident (a launch
 * tower's lattice behind a spade, as large as the spade). When the largest confident region lies
 * wholly inside the frame, the fair-share regions (the support step's rule) that touch
 * the grid's border are background: they, and the falloff around them (p > `low`, not crossing
 * another confident region), are zeroed before the weak-part step could use them as anchors and
 * fill the lattice in. A product cut by the frame is left alone when it is the largest confident
 * region (the launch photo: rocket and towers on the bottom edge, a lamp's glow inside the frame).
 */
import { boundsAbove } from './box-filter';
import { labelRegions } from './subject-support';

export interface BorderRegionSettings {
  /** Same as the support step's `minShareOfLargest`. */
  minShareOfLargest: number;
  /** Falloff taken with a dropped region: as thin-parts' `low`. */
  low: number;
}

export const DEFAULT_BORDER_REGIONS: BorderRegionSettings = { minShareOfLargest: 0.05, low: 0.03 };

/** Zeroes, in `probability` (side x side, in place), fair-share confident regions touching the border; returns how many pixels. */
export function dropBorderRegions(probability: Float32Array, side: number, settings = DEFAULT_BORDER_REGIONS): number {
  const bounds = boundsAbove(probability, side, side, 0.5);
  // Nothing confident reaches the border: the usual case, one pass.
  if (!bounds || (bounds.left > 0 && bounds.top > 0 && bounds.right < side - 1 && bounds.bottom < side - 1)) return 0;
  const mask = new Uint8Array(side * side);
  for (let i = 0; i < mask.length; i++) mask[i] = probability[i] > 0.5 ? 1 : 0;
  const { labels, areas } = labelRegions(mask, side, side);
  const largest = Math.max(0, ...areas);
  const touches = new Uint8Array(areas.length);
  for (let k = 0; k < side; k++) {
    for (const i of [k, (side - 1) * side + k, k * side, k * side + side - 1]) touches[labels[i]] = 1;
  }
  const fair = (label: number): boolean => label > 0 && areas[label] >= largest * settings.minShareOfLargest;
  // Only when the largest confident region lies inside the frame: a product cut by the frame
  // (standing on the bottom edge, say) is usually the largest region, and a smaller one inside the
  // frame beside it (a light, a tag) must not make it background.
  const largestLabel = areas.indexOf(largest);
  if (largestLabel <= 0 || touches[largestLabel]) return 0;
  let outside = false;
  for (let label = 1; label < areas.length; label++) if (fair(label) && touches[label]) outside = true;
  if (!outside) return 0;
  // Flood from the dropped regions through their falloff; other confident regions stop it.
  const stack = new Int32Array(side * side);
  const seen = new Uint8Array(side * side);
  let top = 0;
  for (let i = 0; i < labels.length; i++) {
    if (fair(labels[i]) && touches[labels[i]]) {
      seen[i] = 1;
      stack[top++] = i;
    }
  }
  let dropped = 0;
  while (top > 0) {
    const i = stack[--top];
    probability[i] = 0;
    dropped++;
    const x = i % side;
    const y = (i - x) / side;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= side) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= side) continue;
        const n = ny * side + nx;
        if (seen[n] || labels[n] !== 0 || probability[n] <= settings.low) continue;
        seen[n] = 1;
        stack[top++] = n;
      }
    }
  }
  return dropped;
}
