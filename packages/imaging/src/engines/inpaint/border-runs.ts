import type { Level } from './pyramid';

/** Known pixels up to this many steps (8-connected) from the hole form its border ring. */
const RING_STEPS = 2;
/** Two colour groups count as two regions when their means are this many within-group deviations apart (squared). */
const SEPARATION = 25;
/** ...and at least this far apart in colour (Euclidean, 0..255 per channel). */
const MIN_CONTRAST = 28;
/** Each region must hold at least this share of the ring. */
const MIN_SHARE = 0.12;
/** A ring pixel whose projection on the axis between the two means falls in (AMBIGUOUS, 1 - AMBIGUOUS) is on the edge itself. */
const AMBIGUOUS = 0.3;
/** At most this share of the ring may lie between the two colours (a third region, not an edge's blur). */
const MAX_AMBIGUOUS = 0.08;
/** More edge crossings than this: a texture, not an object boundary. */
const MAX_CROSSINGS = 6;

/** The border of one hole component cut into two colour regions. */
export interface BorderRuns {
  /** Ring pixels (level indices) and their side: 0, 1 or -1 (on the edge). */
  ring: Int32Array;
  side: Int8Array;
  /** Mean colour of each side (2 x channels). */
  means: Float32Array;
  /** Where an edge crosses the border: centroids of the groups of edge pixels, (x, y) pairs. */
  crossings: Float32Array;
}

/**
 * Segments the border ring of a hole component into runs by colour: two-means on the ring's
 * colours; when the two groups are far apart (an object against its background, not a texture's
 * spread) and their runs meet at 2..MAX_CROSSINGS places, returns the runs; otherwise null (one
 * region, or a texture whose colours alternate all round the border).
 */
export function borderRuns(level: Level, component: Int32Array): BorderRuns | null {
  const { width, height, channels: c, image, hole } = level;
  const ring = ringPixels(level, component);
  if (ring.length < 16) return null;
  const means = twoMeans(image, c, ring);
  let contrast = 0;
  for (let k = 0; k < c; k++) contrast += (means[k] - means[c + k]) ** 2;
  if (contrast < MIN_CONTRAST * MIN_CONTRAST) return null;

  const side = new Int8Array(ring.length);
  const count = [0, 0];
  let spread = 0;
  for (let i = 0; i < ring.length; i++) {
    const t = axisPosition(image, ring[i] * c, c, means);
    const s = t < 0.5 ? 0 : 1;
    // Squared distance to the own mean in colour space (a third colour off the axis counts too).
    let d = 0;
    for (let k = 0; k < c; k++) d += (image[ring[i] * c + k] - means[s * c + k]) ** 2;
    spread += d / contrast;
    count[s]++;
    side[i] = t <= AMBIGUOUS ? 0 : t >= 1 - AMBIGUOUS ? 1 : -1;
  }
  // Within-group spread in units of the distance between the means (so the test is contrast-free).
  spread /= ring.length;
  let between = 0;
  for (let i = 0; i < ring.length; i++) if (side[i] < 0) between++;
  if (between > MAX_AMBIGUOUS * ring.length || spread * SEPARATION > 1 || Math.min(count[0], count[1]) < MIN_SHARE * ring.length) return null;

  // Edge pixels: on the edge, or touching a ring pixel of the other side.
  const sideAt = new Int8Array(width * height).fill(-2);
  for (let i = 0; i < ring.length; i++) sideAt[ring[i]] = side[i];
  const edge = new Uint8Array(width * height);
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    if (side[i] < 0) {
      edge[p] = 1;
      continue;
    }
    const x = p % width;
    const y = (p - x) / width;
    for (let dy = -1; dy <= 1 && !edge[p]; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const other = sideAt[ny * width + nx];
        if (other >= 0 && other !== side[i]) {
          edge[p] = 1;
          break;
        }
      }
    }
  }
  const crossings = edgeGroups(edge, ring, width, height, hole);
  if (crossings.length < 4 || crossings.length > 2 * MAX_CROSSINGS || (crossings.length / 2) % 2 === 1) return null;
  return { ring, side, means, crossings };
}

/** Position of a colour on the axis from means[0] (0) to means[1] (1). */
export function axisPosition(image: ArrayLike<number>, o: number, c: number, means: Float32Array): number {
  let dot = 0;
  let norm = 0;
  for (let k = 0; k < c; k++) {
    const axis = means[c + k] - means[k];
    dot += (image[o + k] - means[k]) * axis;
    norm += axis * axis;
  }
  return norm > 0 ? dot / norm : 0.5;
}

/** Known pixels within RING_STEPS (8-connected) of the component. */
function ringPixels(level: Level, component: Int32Array): Int32Array {
  const { width, height, hole } = level;
  const step = new Uint8Array(width * height);
  let front = Array.from(component);
  for (const p of front) step[p] = 1;
  const ring: number[] = [];
  for (let s = 0; s < RING_STEPS; s++) {
    const next: number[] = [];
    for (const p of front) {
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (step[q] || hole[q]) continue;
          step[q] = 1;
          next.push(q);
          ring.push(q);
        }
      }
    }
    front = next;
  }
  return Int32Array.from(ring);
}

/** Two-means clustering of the ring's colours, started from the two most different colours. */
function twoMeans(image: Uint8Array, c: number, ring: Int32Array): Float32Array {
  const mean = new Float32Array(c);
  for (let i = 0; i < ring.length; i++) for (let k = 0; k < c; k++) mean[k] += image[ring[i] * c + k] / ring.length;
  const farthest = (from: ArrayLike<number>, offset: number) => {
    let best = ring[0];
    let bestDistance = -1;
    for (let i = 0; i < ring.length; i++) {
      let d = 0;
      for (let k = 0; k < c; k++) d += (image[ring[i] * c + k] - from[offset + k]) ** 2;
      if (d > bestDistance) {
        bestDistance = d;
        best = ring[i];
      }
    }
    return best;
  };
  const a = farthest(mean, 0);
  const b = farthest(image, a * c);
  const means = new Float32Array(2 * c);
  for (let k = 0; k < c; k++) {
    means[k] = image[a * c + k];
    means[c + k] = image[b * c + k];
  }
  const sums = new Float64Array(2 * c);
  for (let iteration = 0; iteration < 10; iteration++) {
    sums.fill(0);
    const counts = [0, 0];
    for (let i = 0; i < ring.length; i++) {
      const s = axisPosition(image, ring[i] * c, c, means) < 0.5 ? 0 : 1;
      counts[s]++;
      for (let k = 0; k < c; k++) sums[s * c + k] += image[ring[i] * c + k];
    }
    if (counts[0] === 0 || counts[1] === 0) break;
    for (let s = 0; s < 2; s++) for (let k = 0; k < c; k++) means[s * c + k] = sums[s * c + k] / counts[s];
  }
  return means;
}

/**
 * Centroids of the 8-connected groups of edge pixels on the ring that touch the hole (an edge
 * pixel two steps out whose group never reaches the hole's rim does not enter it).
 */
function edgeGroups(edge: Uint8Array, ring: Int32Array, width: number, height: number, hole: Uint8Array): Float32Array {
  const seen = new Uint8Array(width * height);
  const out: number[] = [];
  for (const start of ring) {
    if (!edge[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let sx = 0;
    let sy = 0;
    let n = 0;
    let touches = false;
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      sx += x;
      sy += y;
      n++;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (hole[q]) touches = true;
          if (edge[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (touches) out.push(sx / n, sy / n);
  }
  return Float32Array.from(out);
}
