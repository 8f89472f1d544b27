import { sideOfColour, type HoleSides } from './hole-sides';
import { distanceToMask } from './mask-ops';
import type { Level } from './pyramid';

/** Ring pixels (up to this far from the hole) are compared with the band behind them. */
const RING = 2.5;
/** The band behind the ring: known pixels this far from the hole. */
const BAND_NEAR = 3.5;
const BAND_FAR = 6.5;
/** At least this many same-side band pixels must lie within BAND_FAR of the ring pixel. */
const MIN_BAND = 4;
/** A ring pixel this far (colour distance) from its band is the erased object's fringe. */
const FRINGE = 28;
/** ...over at least this many ring pixels, 8-connected (~8 px along the 2 px ring). */
const MIN_FRINGE = 16;

/**
 * A tight mask leaves the erased object's fringe on the ring next to it: the spoon's shadow and
 * dark edge on the saucer, its rim's blur. Continued by a side's smooth fill, that 2 px fringe
 * becomes a dark line along the whole hole (the thin plate even carries its step further on).
 * Returns, for the ring pixels of cut sides (`HoleSides`) that are such a fringe, the value a
 * side's smooth fill should see there instead (level index -> colour): the mean of the same
 * side's known pixels 3.5..6.5 px from the hole around it, where the pixel differs from that by
 * FRINGE or more and such pixels line the hole over MIN_FRINGE ring pixels (scattered ones are
 * the scene's own detail). The image itself is not changed.
 */
export function ringWithoutFringe(level: Level, sides: HoleSides): Map<number, Float32Array> {
  const { width, height, channels: c, image, hole } = level;
  const fromHole = distanceToMask(hole, width, height);
  const out = new Map<number, Float32Array>();
  const r = Math.ceil(BAND_FAR);
  const sum = new Float64Array(c);
  for (let p = 0; p < hole.length; p++) {
    if (hole[p] || sides.side[p] < 0 || fromHole[p] > RING) continue;
    const s = sides.side[p];
    const means = sides.means[sides.owner[p]];
    const x = p % width;
    const y = (p - x) / width;
    sum.fill(0);
    let n = 0;
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || dx * dx + dy * dy > BAND_FAR * BAND_FAR) continue;
        const q = ny * width + nx;
        if (hole[q] || fromHole[q] < BAND_NEAR || fromHole[q] > BAND_FAR) continue;
        if (sideOfColour(image, q * c, c, means) !== s) continue;
        for (let k = 0; k < c; k++) sum[k] += image[q * c + k];
        n++;
      }
    }
    if (n < MIN_BAND) continue;
    let d = 0;
    for (let k = 0; k < c; k++) d += (image[p * c + k] - sum[k] / n) ** 2;
    if (d < FRINGE * FRINGE) continue;
    out.set(p, Float32Array.from(sum, (v) => v / n));
  }
  // A fringe follows the erased object's outline: only groups lining the hole over a stretch.
  const seen = new Set<number>();
  for (const start of out.keys()) {
    if (seen.has(start)) continue;
    const group = [start];
    seen.add(start);
    for (let head = 0; head < group.length; head++) {
      const p = group[head];
      const x = p % width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const q = p + dy * width + dx;
          if (x + dx < 0 || x + dx >= width || q < 0 || q >= hole.length || seen.has(q) || !out.has(q)) continue;
          seen.add(q);
          group.push(q);
        }
      }
    }
    if (group.length < MIN_FRINGE) for (const p of group) out.delete(p);
  }
  return out;
}
