import { findCrossings, newScratch, ringPixels, AMBIGUOUS, MAX_AMBIGUOUS_MANY, MAX_CROSSINGS, MIN_CONTRAST, MIN_SHARE, SEPARATION_MANY, type BorderRuns } from './border-runs';
import { kMeans, nearestMean } from './colour-groups';
import type { Level } from './pyramid';

/** A deep part's ring: at most this share may be a third colour (the erased object's reflections, dropped). */
const MAX_OUTLIERS = 0.15;

/**
 * Two regions on the ring of a deep part (a painted-over spoon bowl), robust to a small third
 * colour group (the spoon's reflections or remains on the ring): k = 3, the smallest group, when
 * under MAX_OUTLIERS of the ring, takes the side of the nearest other ring pixels (along the
 * ring), then the two-region tests with the many-region step's looser limits. Null otherwise.
 */
export function deepRuns(level: Level, component: Int32Array): BorderRuns | null {
  const ring = ringPixels(level, component);
  if (ring.length < 16) return null;
  const { width, channels: c, image } = level;
  const three = kMeans(image, c, ring, 3);
  const label = new Int8Array(ring.length);
  const count = new Int32Array(3);
  for (let i = 0; i < ring.length; i++) count[(label[i] = nearestMean(image, ring[i] * c, c, three, 3)[0])]++;
  let small = 0;
  for (let a = 1; a < 3; a++) if (count[a] < count[small]) small = a;
  if (count[small] > MAX_OUTLIERS * ring.length) return null;
  const keep = [0, 1, 2].filter((a) => a !== small);
  const two = new Float32Array(2 * c);
  const sums = new Float64Array(2 * c);
  const counts = new Int32Array(2);
  const sub = Array.from(ring).filter((_, i) => label[i] !== small);
  for (let s = 0; s < 2; s++) for (let j = 0; j < c; j++) two[s * c + j] = three[keep[s] * c + j];
  for (let iteration = 0; iteration < 10; iteration++) {
    sums.fill(0);
    counts.fill(0);
    for (const p of sub) {
      const s = nearestMean(image, p * c, c, two, 2)[0];
      counts[s]++;
      for (let j = 0; j < c; j++) sums[s * c + j] += image[p * c + j];
    }
    if (counts[0] === 0 || counts[1] === 0) return null;
    for (let s = 0; s < 2; s++) for (let j = 0; j < c; j++) two[s * c + j] = sums[s * c + j] / counts[s];
  }
  let contrast = 0;
  for (let j = 0; j < c; j++) contrast += (two[j] - two[c + j]) ** 2;
  if (contrast < MIN_CONTRAST * MIN_CONTRAST) return null;
  const side = new Int8Array(ring.length);
  let spread = 0;
  let between = 0;
  for (let i = 0; i < ring.length; i++) {
    if (label[i] === small) {
      side[i] = -2;
      continue;
    }
    const [s, t] = nearestMean(image, ring[i] * c, c, two, 2);
    let d = 0;
    for (let j = 0; j < c; j++) d += (image[ring[i] * c + j] - two[s * c + j]) ** 2;
    spread += d / contrast;
    side[i] = t <= AMBIGUOUS ? s : -1;
    if (side[i] < 0) between++;
  }
  spread /= sub.length;
  const share = [0, 0];
  for (let i = 0; i < ring.length; i++) if (side[i] >= 0) share[side[i]]++;
  if (between > MAX_AMBIGUOUS_MANY * sub.length || spread * SEPARATION_MANY > 1 || Math.min(...share) < MIN_SHARE * ring.length) return null;
  // Outliers take the side of the nearest labelled ring pixels (grown along the ring).
  const sideAt = new Int8Array(width * level.height).fill(-3);
  for (let i = 0; i < ring.length; i++) sideAt[ring[i]] = side[i];
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < ring.length; i++) {
      if (side[i] !== -2) continue;
      const p = ring[i];
      const x = p % width;
      const votes = [0, 0];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const q = p + dy * width + dx;
          if (x + dx < 0 || x + dx >= width || q < 0 || q >= sideAt.length) continue;
          if (sideAt[q] >= 0) votes[sideAt[q]]++;
        }
      }
      if (votes[0] + votes[1] === 0) continue;
      side[i] = votes[1] > votes[0] ? 1 : 0;
      changed = true;
    }
    for (let i = 0; i < ring.length; i++) if (side[i] >= 0) sideAt[ring[i]] = side[i];
  }
  for (let i = 0; i < ring.length; i++) if (side[i] === -2) side[i] = -1;
  const groups = findCrossings(level, ring, side, newScratch(width * level.height), true);
  const n = groups.crossings.length / 2;
  if (n < 1 || n > MAX_CROSSINGS) return null;
  return { ring, side, count: 2, means: two, crossings: groups.crossings, between: groups.between };
}
