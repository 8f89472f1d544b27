import { findTiledMark, unblendTiledMark } from '../../src/engines/watermark/tiled-removal';
import type { Raster } from '../../src/raster';

/** The no-mask path's tiled step alone: the mark found and un-blended, or the input when there is none. */
export function eraseTiledMark(input: Raster): Raster {
  const mark = findTiledMark(input);
  return mark ? unblendTiledMark(input, mark) : input;
}
