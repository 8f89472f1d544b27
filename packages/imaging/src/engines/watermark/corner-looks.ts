import type { Raster } from '../../raster';
import { textProbability, type ProbabilityMap } from './text-probability';

/** Share of the image's height searched at the top and at the bottom (where sellers put URLs, handles and logos). */
const STRIP_SHARE = 0.2;
/** Strips are enlarged this much before detection: a 14-16 px URL becomes text the detector was trained on. */
const STRIP_ZOOM = 2;
/** Long side of an enlarged strip at most (bounds the detector's cost on big photos). */
const MAX_STRIP_LONG_SIDE = 1600;

/**
 * A closer look at the top and bottom strips of the photo, where corner URLs, handles and logos
 * sit: each strip is enlarged and searched as is and with its local contrast stretched (dark text
 * on a dark sky differs from it by a few grey levels). The probabilities are merged into `map`
 * (per-pixel maximum). Small, faint marks the whole-image looks miss are found here.
 */
export async function addCornerLooks(input: Raster, map: ProbabilityMap): Promise<void> {
  const stripHeight = Math.max(32, Math.round(STRIP_SHARE * input.height));
  if (2 * stripHeight >= input.height) return;
  for (const top of [0, input.height - stripHeight]) {
    const strip = cropRows(input, top, stripHeight);
    const longSide = Math.min(MAX_STRIP_LONG_SIDE, STRIP_ZOOM * input.width);
    for (const enhance of [false, true]) {
      const local = await textProbability(strip, longSide, enhance);
      mergeRows(map, local, top, stripHeight, input.height);
    }
  }
}

function cropRows(input: Raster, top: number, rows: number): Raster {
  const stride = input.width * input.channels;
  return { width: input.width, height: rows, channels: input.channels, data: input.data.slice(top * stride, (top + rows) * stride) };
}

/** Max-merges a strip's map (covering image rows top..top+rows) into the whole image's map. */
function mergeRows(map: ProbabilityMap, strip: ProbabilityMap, top: number, rows: number, imageHeight: number): void {
  const y0 = Math.floor(top * map.scaleY);
  const y1 = Math.min(map.height, Math.ceil((top + rows) * map.scaleY));
  for (let y = y0; y < y1; y++) {
    const imageY = (y + 0.5) / map.scaleY;
    if (imageY < top || imageY >= top + rows || imageY >= imageHeight) continue;
    const sy = Math.min(strip.height - 1, Math.floor((imageY - top) * strip.scaleY));
    for (let x = 0; x < map.width; x++) {
      const sx = Math.min(strip.width - 1, Math.floor(((x + 0.5) / map.scaleX) * strip.scaleX));
      const i = y * map.width + x;
      const v = strip.data[sy * strip.width + sx];
      if (v > map.data[i]) map.data[i] = v;
    }
  }
}
