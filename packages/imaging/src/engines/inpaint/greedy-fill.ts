import { distanceToMask } from './mask-ops';
import type { PatchField } from './patch-field';
import type { Level } from './pyramid';
import type { SeededRandom } from './random';

/** Above this many (hole pixel x source) pairs the search samples candidates instead of trying all. */
const EXHAUSTIVE_BUDGET = 1_500_000;
const RANDOM_CANDIDATES = 24;

/**
 * First fill of the coarsest level, from the outside in (onion order, as in Efros & Leung 1999
 * and Criminisi et al. 2004): each hole pixel takes the centre of the source patch that best
 * matches the pixels already known around it. Because every step looks only at real or already
 * synthesised content, lines entering the hole keep going instead of fading as they would under
 * a smooth interpolation. Records each pixel's source in `field.match` as the search's start.
 */
export function greedyPatchFill(level: Level, field: PatchField, random: SeededRandom): void {
  const { width, height, channels: c, image, hole } = level;
  const { radius, sources, isSource, match } = field;
  const filled = new Uint8Array(width * height);
  for (let i = 0; i < filled.length; i++) filled[i] = hole[i] ? 0 : 1;
  const depth = distanceToMask(filled, width, height);
  const order: number[] = [];
  for (let i = 0; i < hole.length; i++) if (hole[i]) order.push(i);
  order.sort((a, b) => depth[a] - depth[b] || a - b);
  const exhaustive = order.length * sources.length <= EXHAUSTIVE_BUDGET;
  const assigned = new Int32Array(width * height).fill(-1);

  const costOf = (p: number, s: number, limit: number): number => {
    const px = p % width;
    const py = (p - px) / width;
    let sum = 0;
    for (let dy = -radius; dy <= radius; dy++) {
      const y = py + dy;
      if (y < 0 || y >= height) continue;
      for (let dx = -radius; dx <= radius; dx++) {
        const x = px + dx;
        if (x < 0 || x >= width) continue;
        const offset = dy * width + dx;
        if (!filled[p + offset]) continue;
        const a = (p + offset) * c;
        const b = (s + offset) * c;
        for (let k = 0; k < c; k++) {
          const d = image[a + k] - image[b + k];
          sum += d * d;
        }
      }
      if (sum >= limit) return sum;
    }
    return sum;
  };

  for (const p of order) {
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    const consider = (s: number) => {
      if (s === best || s < 0 || s >= isSource.length || !isSource[s]) return;
      const cost = costOf(p, s, bestCost);
      if (cost < bestCost) {
        bestCost = cost;
        best = s;
      }
    };
    if (exhaustive) {
      for (let i = 0; i < sources.length; i++) consider(sources[i]);
    } else {
      // Coherent candidates first: what the synthesised neighbours copied, shifted to this pixel.
      const px = p % width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const q = p + dy * width + dx;
          if ((dx === 0 && dy === 0) || q < 0 || q >= assigned.length || Math.abs((q % width) - px) > 1) continue;
          const s = assigned[q];
          if (s >= 0) consider(s - dy * width - dx);
        }
      }
      for (let i = 0; i < RANDOM_CANDIDATES; i++) consider(sources[random.below(sources.length)]);
    }
    if (best < 0) best = sources[random.below(sources.length)]!;
    assigned[p] = best;
    match[p] = best;
    for (let k = 0; k < c; k++) image[p * c + k] = image[best * c + k]!;
    filled[p] = 1;
  }
}
