/**
 * Weak parts cut off from the subject, restored after the support step. ISNet sometimes scores a
 * part of the product as a compact blob at 0.35-0.5 with nothing linking it to the subject (a
 * drum's foot: its chrome leg over a grey wall scores ~0, the dark foot ~0.43). The support step
 * zeroes them with the debris. Here such a blob is given back when it is near the kept subject,
 * compact and weak throughout: no pixel of it confident (those regions were the support step's to
 * judge), none of it touching what that step kept, its peak at least `peak`, its area within
 * `minArea..maxArea`. Its values are scaled by its peak, so its core becomes opaque.
 */
import { grownBox, type PlaneBox } from './box-filter';

export interface WeakBlobSettings {
  /** A blob is a 4-connected run of the network's map above this. */
  low: number;
  /** Its highest value at least this, and not above `confident`. */
  peak: number;
  confident: number;
  /** Area in grid pixels. */
  minArea: number;
  maxArea: number;
  /** A kept confident pixel within its bounding box grown by this many grid pixels. */
  reach: number;
}

export const DEFAULT_WEAK_BLOBS: WeakBlobSettings = {
  // Chosen on the tuning half (npm run eval): only the drum changes (its left foot, 0.9701 ->
  // 0.9733; peak 0.3-0.43 and reach 48-96 the same, low 0.1 0.9736); reach 24 misses the foot
  // (~40 grid px from the drum), peak 0.45 misses it (0.43). The right foot peaks at 0.08.
  low: 0.2,
  peak: 0.35,
  confident: 0.5,
  minArea: 30,
  maxArea: 2000,
  reach: 48,
};

/**
 * `raw`: the map before the support step; `probability`: after it (changed in place). Returns
 * the number of grid pixels restored.
 */
export function restoreWeakBlobs(raw: Float32Array, probability: Float32Array, side: number, settings = DEFAULT_WEAK_BLOBS): number {
  const seen = new Uint8Array(side * side);
  const stack: number[] = [];
  const members: number[] = [];
  let restored = 0;
  for (let seed = 0; seed < raw.length; seed++) {
    // What the support step zeroed and the network scored above `low`: blobs of debris or parts.
    if (raw[seed] <= settings.low || probability[seed] > 0 || seen[seed]) continue;
    members.length = 0;
    const blob = { peak: 0, touchesKept: false, left: side, right: 0, top: side, bottom: 0 };
    stack.push(seed);
    seen[seed] = 1;
    while (stack.length > 0) {
      const index = stack.pop() as number;
      members.push(index);
      const x = index % side;
      const y = (index - x) / side;
      if (raw[index] > blob.peak) blob.peak = raw[index];
      if (x < blob.left) blob.left = x;
      if (x > blob.right) blob.right = x;
      if (y < blob.top) blob.top = y;
      if (y > blob.bottom) blob.bottom = y;
      for (let k = 0; k < 4; k++) {
        if ((k === 0 && x === side - 1) || (k === 1 && x === 0) || (k === 2 && y === side - 1) || (k === 3 && y === 0)) continue;
        const next = index + (k === 0 ? 1 : k === 1 ? -1 : k === 2 ? side : -side);
        if (seen[next] || raw[next] <= settings.low) continue;
        if (probability[next] > 0) {
          blob.touchesKept = true;
          continue;
        }
        seen[next] = 1;
        stack.push(next);
      }
    }
    const area = members.length;
    if (blob.touchesKept || blob.peak < settings.peak || blob.peak > settings.confident || area < settings.minArea || area > settings.maxArea) continue;
    if (!confidentWithin(probability, side, grownBox(blob.left, blob.right, blob.top, blob.bottom, settings.reach, side), settings.confident)) continue;
    for (const index of members) probability[index] = Math.min(1, raw[index] / blob.peak);
    restored += area;
  }
  return restored;
}

/** Whether any value in `box` is above `level`. */
function confidentWithin(probability: Float32Array, side: number, box: PlaneBox, level: number): boolean {
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) if (probability[y * side + x] > level) return true;
  }
  return false;
}
