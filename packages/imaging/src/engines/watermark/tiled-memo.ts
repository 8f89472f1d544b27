import { createHash } from 'node:crypto';
import type { Raster } from '../../raster';
import type { TiledMark } from './tiled-removal';

/**
 * The last photo's tiled-mark search, by a digest of its pixels. The watermark page detects (the
 * API's default looks for a tiled mark) and then removes with the seller's mask on the same photo,
 * and removal looks for the tiled mark again first: the second search (seconds on a 1024 px photo)
 * is the first's answer. One entry per worker: the page's two calls come one after the other.
 */
let last: { key: string; mark: TiledMark | undefined } | undefined;

/** `search(input)`, or its answer for the same pixels last time (a copy: callers may change theirs). */
export function rememberTiledMark(input: Raster, search: (input: Raster) => TiledMark | undefined): TiledMark | undefined {
  const key = `${input.width}x${input.height}x${input.channels}/${createHash('sha1').update(input.data).digest('hex')}`;
  if (last?.key !== key) last = { key, mark: search(input) };
  return last.mark && copyMark(last.mark);
}

function copyMark(mark: TiledMark): TiledMark {
  const { strokes, blend, boxes } = mark;
  return {
    strokes: { strokes: strokes.strokes.slice(), core: strokes.core.slice(), grown: strokes.grown.slice(), basis: [{ ...strokes.basis[0] }, { ...strokes.basis[1] }] },
    blend: { ...blend, colour: blend.colour.slice(), ...(blend.meanBackground && { meanBackground: blend.meanBackground.slice() }) },
    boxes: boxes.map((box) => ({ ...box })),
  };
}
