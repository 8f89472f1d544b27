import type { Raster } from '../../raster';
import { progressPhase, type EngineContext } from '../context';
import { componentPixels, dilateSquare } from '../inpaint/mask-ops';
import { findStrokes } from './glyph-mask';
import { eraseMarks } from './restore';
import { keepWhereWorse } from './region-check';

/**
 * Regions closer than twice this (pixels) are one mark and judged together: the letters of one
 * word the detector split, whose strokes share one blend.
 */
const SAME_MARK_GAP = 8;
/** A group this many times wider than tall (and at least `MIN_LINE_HEIGHT` px tall) is a line of text, not a blob. */
const LINE_ASPECT = 3;
const MIN_LINE_HEIGHT = 8;

/**
 * `eraseMarks` on the whole mask, then once more for each mark it left as it was. Its choice of
 * fill, un-blend or keep is one for all the regions it is given: with the watermark page's mask (a
 * dark corner URL and three of the astronaut's suit patches the detector reads as text) the
 * patches' statistics made it keep the URL too (0.00 dB; the URL alone gains 5.3 dB). A mark (the
 * regions grown by `SAME_MARK_GAP`, connected) that the joint choice left untouched gets its own
 * choice when it is a line of text (3x wider than tall), checked as without a mask (`keepWhereWorse`).
 * Marks the joint choice changed keep its result: pooled, the many small regions of a faint tiled
 * © are judged better than one by one (astronaut tiled © 1.63 dB, 0.94 one by one). Blobs keep
 * the joint choice: one by one, the astronaut's mission patch (a false region on the clean photo)
 * lost its flags and a name (page path 0.13 -> 0.31 % of the clean photo changed). The strokes of
 * each mark are those of the joint run (`findStrokes` works per region).
 */
export async function eraseEachMark(input: Raster, regions: Uint8Array, context: EngineContext = {}): Promise<Raster> {
  const { width, height, channels: c } = input;
  const joint = await eraseMarks(input, regions, progressPhase(context, 0, 0.5));
  const groups = componentPixels(dilateSquare(regions, width, height, SAME_MARK_GAP), width, height);
  if (groups.length <= 1) return joint;
  // Left as it was: not one of its strokes changed (the keep candidate puts them back exactly).
  const { strokes } = findStrokes(input, regions);
  const kept = groups.filter((group) => isLine(group, regions, width) && group.some((p) => strokes[p] === 1) && group.every((p) => !strokes[p] || sameAt(input, joint, p, c)));
  if (kept.length === 0) return joint;
  const data = joint.data.slice();
  for (const [index, group] of kept.entries()) {
    const part = new Uint8Array(width * height);
    for (const p of group) part[p] = regions[p];
    const own = await eraseMarks(input, part, progressPhase(context, 0.5 + (0.5 * index) / kept.length, 0.5 + (0.5 * (index + 1)) / kept.length));
    // The safety net of the path without a mask: a removal that left the mark less like its surroundings is undone.
    const result = keepWhereWorse(input, own, part);
    // Changes stay within a few pixels of the part's regions (strokes grown by half a stroke, a
    // 1 px feather), well inside its group: groups are at least 2 x SAME_MARK_GAP apart.
    for (const p of group) for (let k = 0; k < c; k++) data[p * c + k] = result.data[p * c + k];
  }
  return { ...joint, data };
}

/** Whether the group's regions form a line of text (a URL, a caption), not a blob (a suit patch). */
function isLine(group: Int32Array, regions: Uint8Array, width: number): boolean {
  let x0 = width;
  let x1 = 0;
  let y0 = Infinity;
  let y1 = 0;
  for (const p of group) {
    if (!regions[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x + 1);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y + 1);
  }
  return x1 > x0 && y1 - y0 >= MIN_LINE_HEIGHT && x1 - x0 >= LINE_ASPECT * (y1 - y0);
}

function sameAt(a: Raster, b: Raster, p: number, c: number): boolean {
  for (let k = 0; k < c; k++) if (a.data[p * c + k] !== b.data[p * c + k]) return false;
  return true;
}
