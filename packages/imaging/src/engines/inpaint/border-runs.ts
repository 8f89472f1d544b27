import { kMeans, nearestMean } from './colour-groups';
import type { Level } from './pyramid';

/** Known pixels up to this many steps (8-connected) from the hole form its border ring. */
const RING_STEPS = 2;
/** Colour groups count as regions when each mean is this many within-group deviations from the nearest other (squared). */
const SEPARATION = 25;
/** ...and at least this far from it in colour (Euclidean, 0..255 per channel). */
export const MIN_CONTRAST = 28;
/** With two regions each must hold at least this share of the ring. */
export const MIN_SHARE = 0.12;
/** A ring pixel whose projection on the axis from its nearest mean to the second nearest exceeds this is on an edge itself. */
export const AMBIGUOUS = 0.3;
/** At most this share of the ring may lie between two colours (a further region, not an edge's blur). */
const MAX_AMBIGUOUS = 0.08;
/** Two regions: more edge crossings than this is a texture, not an object boundary. */
export const MAX_CROSSINGS = 6;
/** Most colour regions looked for on a border (a stroke over a cup's rim, its saucer, the saucer's lip and the table: 4). */
const MAX_RUNS = 4;
/**
 * With three or more regions each must hold at least this share of the ring (a thin stroke's
 * border has short runs), and there may be at most CROSSINGS_PER_RUN crossings per region.
 */
const MIN_SHARE_MANY = 0.04;
const CROSSINGS_PER_RUN = 3;
/**
 * With three or more regions: at least this many ring pixels per crossing (runs ~20 px long on
 * the 2 px ring). Objects meet in long runs; fur alternates (chelsea's eval holes: 29, coffee's
 * cup: 70, the stroke over the spoon: 104; chosen on the tuning photos).
 */
const RING_PER_CROSSING = 40;
/**
 * With three or more regions the ring also passes through the erased object's remains and the
 * regions' own shading (a stroke's end on a spoon's bowl): looser limits on the pixels between
 * colours and on the spread within each (`MAX_AMBIGUOUS`, `SEPARATION`).
 */
export const MAX_AMBIGUOUS_MANY = 0.25;
export const SEPARATION_MANY = 10;

/** The border of one hole component cut into 2..MAX_RUNS colour regions. */
export interface BorderRuns {
  /** Ring pixels (level indices) and their side: 0..count-1, or -1 (on an edge). */
  ring: Int32Array;
  side: Int8Array;
  /** Number of regions. */
  count: number;
  /** Mean colour of each side (count x channels). */
  means: Float32Array;
  /** Where an edge crosses the border: centroids of the groups of edge pixels, (x, y) pairs. */
  crossings: Float32Array;
  /** The two sides each crossing separates (smaller first; -1 when it sees only one), two per crossing. */
  between: Int8Array;
}

/**
 * Segments the border ring of a hole component into runs by colour: k-means on the ring's
 * colours, k = 2 first (the two-region test as before), then (`manyRegions`) 3 and 4; accepts the first k whose
 * groups are far apart (objects against their background, not a texture's spread) and whose runs
 * meet at a few places; otherwise null (one region, or a texture whose colours alternate all
 * round the border).
 */
export function borderRuns(level: Level, component: Int32Array, manyRegions: boolean): BorderRuns | null {
  const ring = ringPixels(level, component);
  if (ring.length < 16) return null;
  let scratch: Scratch | undefined;
  for (let k = 2; k <= (manyRegions ? MAX_RUNS : 2); k++) {
    const runs = runsWith(level, ring, k, () => (scratch ??= newScratch(level.width * level.height)));
    if (scratch) {
      // Only ring pixels were written: clear them for the next k.
      for (const p of ring) {
        scratch.sideAt[p] = -2;
        scratch.edge[p] = 0;
        scratch.seen[p] = 0;
      }
    }
    if (runs) return runs;
  }
  return null;
}

/** Level-sized buffers of the edge search, shared by the k tried on one border. */
export interface Scratch {
  sideAt: Int8Array;
  edge: Uint8Array;
  seen: Uint8Array;
}

export function newScratch(size: number): Scratch {
  return { sideAt: new Int8Array(size).fill(-2), edge: new Uint8Array(size), seen: new Uint8Array(size) };
}

function runsWith(level: Level, ring: Int32Array, k: number, buffers: () => Scratch): BorderRuns | null {
  const { channels: c, image } = level;
  const means = kMeans(image, c, ring, k);
  // Squared distance from each mean to its nearest other mean.
  const nearestOther = new Float64Array(k).fill(Number.POSITIVE_INFINITY);
  for (let a = 0; a < k; a++) {
    for (let b = 0; b < k; b++) {
      if (a === b) continue;
      let d = 0;
      for (let j = 0; j < c; j++) d += (means[a * c + j] - means[b * c + j]) ** 2;
      nearestOther[a] = Math.min(nearestOther[a], d);
    }
  }
  for (let a = 0; a < k; a++) if (nearestOther[a] < MIN_CONTRAST * MIN_CONTRAST) return null;

  const side = new Int8Array(ring.length);
  const count = new Int32Array(k);
  let spread = 0;
  let between = 0;
  for (let i = 0; i < ring.length; i++) {
    const [s, t] = nearestMean(image, ring[i] * c, c, means, k);
    // Squared distance to the own mean in colour space (a further colour off the axis counts too),
    // in units of the own mean's squared distance to the nearest other (contrast-free).
    let d = 0;
    for (let j = 0; j < c; j++) d += (image[ring[i] * c + j] - means[s * c + j]) ** 2;
    spread += d / nearestOther[s];
    count[s]++;
    side[i] = t <= AMBIGUOUS ? s : -1;
    if (side[i] < 0) between++;
  }
  spread /= ring.length;
  const [minShare, maxBetween, separation] = k === 2 ? [MIN_SHARE, MAX_AMBIGUOUS, SEPARATION] : [MIN_SHARE_MANY, MAX_AMBIGUOUS_MANY, SEPARATION_MANY];
  if (between > maxBetween * ring.length || spread * separation > 1 || Math.min(...count) < minShare * ring.length) return null;

  if (k > 2) absorbStrayRuns(level, ring, side);
  const groups = findCrossings(level, ring, side, buffers(), k > 2);
  const n = groups.crossings.length / 2;
  if (k === 2 ? n < 2 || n > MAX_CROSSINGS || n % 2 === 1 : n < 2 || n > CROSSINGS_PER_RUN * k || ring.length < RING_PER_CROSSING * n) return null;
  return { ring, side, count: k, means, crossings: groups.crossings, between: groups.between };
}

/**
 * Where the ring's sides meet: edge pixels are ring pixels on an edge (side -1) or touching a ring
 * pixel of another side; their groups that touch the hole are the crossings (`edgeGroups`).
 * Writes only the ring's pixels of `scratch`.
 */
export function findCrossings(level: Level, ring: Int32Array, side: Int8Array, scratch: Scratch, manySides: boolean): { crossings: Float32Array; between: Int8Array } {
  const { width, height, hole } = level;
  const { sideAt, edge, seen } = scratch;
  for (let i = 0; i < ring.length; i++) sideAt[ring[i]] = side[i];
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
  return edgeGroups(edge, sideAt, seen, ring, width, height, hole, manySides);
}

/** Known pixels within RING_STEPS (8-connected) of the component. */
export function ringPixels(level: Level, component: Int32Array): Int32Array {
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

/**
 * Centroids of the 8-connected groups of edge pixels on the ring that touch the hole (an edge
 * pixel two steps out whose group never reaches the hole's rim does not enter it), and the two
 * sides seen most around each group.
 */
function edgeGroups(
  edge: Uint8Array,
  sideAt: Int8Array,
  seen: Uint8Array,
  ring: Int32Array,
  width: number,
  height: number,
  hole: Uint8Array,
  manySides: boolean,
): { crossings: Float32Array; between: Int8Array } {
  const out: number[] = [];
  const pairs: number[] = [];
  const votes = new Int32Array(MAX_RUNS);
  for (const start of ring) {
    if (!edge[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let sx = 0;
    let sy = 0;
    let n = 0;
    let touches = false;
    votes.fill(0);
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
          if (sideAt[q] >= 0) votes[sideAt[q]]++;
          if (edge[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (!touches) continue;
    let a = -1;
    let b = -1;
    for (let s = 0; s < MAX_RUNS; s++) {
      if (votes[s] === 0) continue;
      if (a < 0 || votes[s] > votes[a]) {
        b = a;
        a = s;
      } else if (b < 0 || votes[s] > votes[b]) b = s;
    }
    // A group of in-between pixels inside one region (a reflection, a knot in the wood) is no edge.
    // A group of in-between pixels inside one region (a reflection, a knot in the wood) is no
    // edge; with two regions it still counts as a crossing (as it always did).
    if (b < 0 && manySides) continue;
    out.push(sx / n, sy / n);
    pairs.push(Math.min(a, b), Math.max(a, b));
  }
  return { crossings: Float32Array.from(out), between: Int8Array.from(pairs) };
}


/**
 * With three or more regions, a run (8-connected ring pixels of one side) smaller than this
 * (pixels; the 2 px ring, so ~8 px along it) whose side also has a run STRAY_MAIN times as long
 * is a stray piece of that colour (the erased spoon's tip left on the ring, a saucer's white
 * highlight grouped with the cup's white), not a piece of that region.
 */
const MIN_RUN = 16;
const STRAY_MAIN = 4;

/**
 * Stray runs (MIN_RUN) take the side most of the ring pixels around them have, so their edges are
 * no crossings: before, the cup's outline entering a stroke was paired with the spoon's tip or the
 * saucer's highlight (same colour group) and the cup's white filled the stroke between them.
 * A colour seen only in short runs (a thin line crossing the hole) keeps them.
 */
function absorbStrayRuns(level: Level, ring: Int32Array, side: Int8Array): void {
  const { width, height } = level;
  const index = new Map<number, number>();
  ring.forEach((p, i) => index.set(p, i));
  const seen = new Uint8Array(ring.length);
  const runs: { s: number; members: number[]; votes: Map<number, number> }[] = [];
  for (let start = 0; start < ring.length; start++) {
    if (seen[start] || side[start] < 0) continue;
    const s = side[start];
    const members = [start];
    seen[start] = 1;
    const votes = new Map<number, number>();
    for (let head = 0; head < members.length; head++) {
      const p = ring[members[head]];
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = index.get(ny * width + nx);
          if (j === undefined) continue;
          if (side[j] === s) {
            if (!seen[j]) {
              seen[j] = 1;
              members.push(j);
            }
          } else if (side[j] >= 0) votes.set(side[j], (votes.get(side[j]) ?? 0) + 1);
        }
      }
    }
    runs.push({ s, members, votes });
  }
  const longest = new Map<number, number>();
  for (const run of runs) longest.set(run.s, Math.max(longest.get(run.s) ?? 0, run.members.length));
  for (const { s, members, votes } of runs) {
    if (members.length >= MIN_RUN || votes.size === 0) continue;
    if ((longest.get(s) ?? 0) < STRAY_MAIN * MIN_RUN) continue;
    let best = -1;
    let bestVotes = 0;
    for (const [other, n] of votes) if (n > bestVotes) [best, bestVotes] = [other, n];
    for (const i of members) side[i] = best;
  }
}
