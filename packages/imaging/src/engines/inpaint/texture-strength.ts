import { dilateSquare, growBox, maskBox } from './mask-ops';
import { splitDetail } from './detail-split';
import { MIXED_BIHARMONIC, membraneFill, sampleMembrane } from './membrane';
import type { Shading } from './membrane';
import { holeSides } from './hole-sides';
import { sideShading } from './side-shading';
import { sideConstraints } from './side-constraints';
import { thinPlateShareMap } from './shading-share';
import { anchoredCopy } from './structure-trust';
import { borderMatches, matchResidual } from './border-match';
import type { PatchField } from './patch-field';
import type { Level } from './pyramid';

/** Width (pixels) of the band of known pixels around the hole whose detail the fill should match. */
const SURROUND_BAND = 8;
/** At or below this match residual the surroundings count as predictable: the copy is kept as is. */
const PREDICTABLE = 0.15;
/**
 * Widths of the bands of known pixels the thin plate's share is judged on (`thinPlateShareMap`;
 * pixels of the half-resolution level, i.e. 2-6 px). Chosen on the tuning photos: one band gives
 * a noisy share (coffee 0.70 / 1.00 / 0.68 with 2, 4, 6 px); pooled bands are steadier. Judged
 * at full resolution over 3-6 px the tuning photos gain a little more (chelsea +0.02 instead of
 * -0.13 dB) for twice the CPU time of the whole erase.
 */
const SHARE_BANDS = [2];
/**
 * At or below this residual the copy continues the border exactly (brick: 0.02-0.05) and places
 * any edge better than a fitted line would: it is kept even where an edge crosses the hole.
 */
const EXACT = 0.075;
/**
 * Detail aimed at, as a share of the surrounding band's mean |Laplacian|. Chosen on the tuning
 * photos: 0.9 puts their fills at 0.92-0.99 of the original's detail (less detail costs less
 * error, but the held-out rocket is already at 0.76).
 */
const DETAIL_AIM = 0.9;

/**
 * Keeps the copied texture where the surroundings predict it (brick: the copy is kept as is;
 * stripes and edges continued from the border: those pixels are kept, `anchoredCopy`), and
 * elsewhere swaps the copy's shading for the smooth fill's (`shading`, see `membraneFill`) while keeping its detail at
 * DETAIL_AIM of the surroundings' (`splitDetail`). Copying an unpredictable region puts an
 * independent draw of it in the hole (grass, gravel) or the shading of another object (a cup's
 * inside over its rim): both cost far more squared error than a smooth guess, and most of it is
 * in the low band. Call on the finest level right after its last reconstruction, with the
 * source pixel each hole pixel was copied from; changes only hole pixels. Where an object
 * boundary crosses the hole (`holeSides`), each side's shading and copy come from that side only
 * (`sideShading`, `sideConstraints`), whether or not the copy is otherwise kept.
 */
export function shrinkUnpredictableTexture(
  levels: Level[],
  field: PatchField,
  holePixels: Int32Array,
  depth: Float32Array,
  chosen: Int32Array,
  shading: Shading,
): void {
  const level = levels[0];
  const matches = borderMatches(level, field, depth);
  const residual = matchResidual(matches);
  if (residual <= EXACT) return;
  const predictable = residual <= PREDICTABLE;
  // Three or more regions, or edges ending inside the hole, only where the copy is not kept.
  const sides = holeSides(level, !predictable, depth);
  if (predictable && !sides) return;
  // The thin plate's share, judged per part of the hole on its own border (`shading-share.ts`).
  const share = shading === 'mixed' ? thinPlateShareMap(levels, SHARE_BANDS, MIXED_BIHARMONIC) : undefined;
  const smooth = membraneFill(levels, holePixels.length, shading, share);
  const { width } = level;
  const membraneAt = (p: number, out: Float32Array) => sampleMembrane(smooth, p % width, Math.floor(p / width), out);
  if (predictable && sides) {
    // The copy is kept, except where it took the other side's colours across the edge.
    sideConstraints(level, sides, sideShading(level, sides, shading, share), membraneAt, new Uint8Array(level.hole.length), chosen);
    return;
  }
  const surround = detailEnergy(level, SURROUND_BAND).surround;
  const kept = anchoredCopy(level, field, matches, chosen, PREDICTABLE, surround, depth);
  if (!sides) {
    splitDetail(level, holePixels, membraneAt, kept, DETAIL_AIM * surround);
    return;
  }
  // An object boundary crosses the hole: each side's shading and detail from that side only.
  const constraints = sideConstraints(level, sides, sideShading(level, sides, shading, share), membraneAt, kept, chosen);
  splitDetail(level, holePixels, constraints.shadeAt, kept, DETAIL_AIM * surround, constraints.sameSide);
}

/**
 * Mean absolute 4-neighbour Laplacian (summed over channels) of the hole's fill, and of a band of
 * known pixels around the hole (2..band pixels out, so no fill pixel enters its Laplacian).
 */
export function detailEnergy(level: Level, band: number): { fill: number; surround: number } {
  const { width: fullWidth, height: fullHeight, channels: c, image: fullImage, hole: fullHole } = level;
  // Work on the hole's bounding box grown by the band (plus the Laplacian's pixel).
  const box = growBox(maskBox(fullHole, fullWidth, fullHeight) ?? { x: 0, y: 0, width: 0, height: 0 }, band + 1, fullWidth, fullHeight);
  const width = box.width;
  const height = box.height;
  const hole = new Uint8Array(width * height);
  const image = new Uint8Array(width * height * c);
  for (let y = 0; y < height; y++) {
    const from = (box.y + y) * fullWidth + box.x;
    hole.set(fullHole.subarray(from, from + width), y * width);
    image.set(fullImage.subarray(from * c, (from + width) * c), y * width * c);
  }
  const near = dilateSquare(hole, width, height, 1);
  const far = dilateSquare(hole, width, height, band);
  let fill = 0;
  let fillCount = 0;
  let surround = 0;
  let surroundCount = 0;
  const row = width * c;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const inFill = hole[p] === 1;
      if (!inFill && (near[p] || !far[p])) continue;
      let sum = 0;
      for (let k = 0; k < c; k++) {
        const i = p * c + k;
        sum += Math.abs(4 * image[i] - image[i - c] - image[i + c] - image[i - row] - image[i + row]);
      }
      if (inFill) {
        fill += sum;
        fillCount++;
      } else {
        surround += sum;
        surroundCount++;
      }
    }
  }
  return { fill: fill / Math.max(1, fillCount), surround: surround / Math.max(1, surroundCount) };
}

