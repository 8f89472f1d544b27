import type { SameSide, ShadeAt } from './detail-split';
import { sideOfColour, type HoleSides } from './hole-sides';
import type { Level } from './pyramid';
import type { SideShading } from './side-shading';


/**
 * Keeps each side of a cut hole (`holeSides`) to its own material before the frequency split:
 * - shading: the per-side smooth fill (`sideShading`) where it exists, the membrane elsewhere;
 * - copy: a hole pixel whose copied colour is another side's, or in between two away from the
 *   edge (not next to a pixel of another side, where such colours are the edge's blur) (a patch taken across the
 *   edge: the cup's rim dragged into the saucer) takes instead the pixel its nearest well-copied
 *   same-side neighbour's offset points at, when that one is on the right side (the photo's own
 *   texture, continued); pixels no offset serves get the shading alone (no detail);
 * - anchored copies (`kept`) that came from the other side are released;
 * - `sameSide` limits each pixel's detail mean (copy minus its local mean) to its side, so the
 *   step at the edge does not enter the detail as a ghost edge.
 * Changes only hole pixels (and `kept`).
 */
export function sideConstraints(
  level: Level,
  sides: HoleSides,
  shading: SideShading | null,
  membraneAt: ShadeAt,
  kept: Uint8Array,
  chosen: Int32Array,
): { shadeAt: ShadeAt; sameSide: SameSide } {
  const { width, height, channels: c, image, hole } = level;
  const { side, owner, means } = sides;
  const shadeAt: ShadeAt = (p, out) => {
    if (shading && side[p] >= 0) {
      const x = (p % width) - shading.x0;
      const y = Math.floor(p / width) - shading.y0;
      const w = y * shading.width + x;
      if (x >= 0 && y >= 0 && x < shading.width && y < shading.height && shading.has[w]) {
        for (let k = 0; k < c; k++) out[k] = shading.values[w * c + k];
        return;
      }
    }
    membraneAt(p, out);
  };
  const sameSide: SameSide = (p, q) => {
    const s = side[p];
    if (s < 0 || !hole[p]) return true;
    if (hole[q]) return side[q] === s;
    return sideOfColour(image, q * c, c, means[owner[p]]) === s;
  };

  // Copies from the wrong side: re-taken along a well-copied neighbour's offset.
  const nextToOther = (p: number) => {
    const x = p % width;
    const y = (p - x) / width;
    const around = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
    return around.some((q) => q >= 0 && hole[q] && side[q] >= 0 && side[q] !== side[p]);
  };
  const wrong = new Uint8Array(width * height);
  const offset = new Int32Array(width * height);
  const queue: number[] = [];
  for (let p = 0; p < hole.length; p++) {
    if (!hole[p] || side[p] < 0) continue;
    const colourSide = sideOfColour(image, p * c, c, means[owner[p]]);
    if ((colourSide >= 0 && colourSide !== side[p]) || (colourSide < 0 && !nextToOther(p))) {
      wrong[p] = 1;
      kept[p] = 0;
    } else {
      offset[p] = chosen[p] - p;
      queue.push(p);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    const x = p % width;
    const y = (p - x) / width;
    const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
    for (const n of neighbours) {
      if (n < 0 || !wrong[n] || side[n] !== side[p]) continue;
      const q = n + offset[p];
      if (q < 0 || q >= hole.length || hole[q] || sideOfColour(image, q * c, c, means[owner[n]]) !== side[n]) continue;
      for (let k = 0; k < c; k++) image[n * c + k] = image[q * c + k];
      wrong[n] = 0;
      offset[n] = offset[p];
      queue.push(n);
    }
  }
  const shade = new Float32Array(c);
  for (let p = 0; p < hole.length; p++) {
    if (!wrong[p]) continue;
    shadeAt(p, shade);
    for (let k = 0; k < c; k++) image[p * c + k] = Math.max(0, Math.min(255, Math.round(shade[k])));
  }
  return { shadeAt, sameSide };
}

