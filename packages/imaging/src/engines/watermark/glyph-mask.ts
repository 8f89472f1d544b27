import type { Raster } from '../../raster';
import { componentBoxes, dilateSquare } from '../inpaint/mask-ops';

/**
 * Narrows detected text regions down to the strokes themselves, so the eraser only repaints the
 * letters and keeps the photo between them (a faint logo across a face should not cost the
 * face). Per region: luminance top-hat (pixels brighter than a grey opening whose window is wider
 * than a stroke) or black-hat (darker than a closing), whichever polarity stands out more; strokes
 * are where it clears a noise-relative threshold. A region where this finds too little or almost
 * everything (no clear strokes) is kept whole.
 */
export function refineToGlyphs(input: Raster, regions: Uint8Array): Uint8Array {
  const { grown, whole } = findStrokes(input, regions);
  for (let i = 0; i < grown.length; i++) grown[i] |= whole[i];
  return grown;
}

/**
 * The area a fill repaints for `masks`: 255 on the grown strokes and on the regions kept whole;
 * undefined when that is empty.
 */
export function strokeHole({ grown, whole }: StrokeMasks): Uint8Array | undefined {
  const hole = new Uint8Array(grown.length);
  let any = false;
  for (let p = 0; p < hole.length; p++) {
    if (grown[p] || whole[p]) {
      hole[p] = 255;
      any = true;
    }
  }
  return any ? hole : undefined;
}

/** How many times farther from the outside the other polarity's strokes must be to override the stronger response. */
const POLARITY_EVIDENCE = 3;

export interface StrokeMasks {
  /** Pixels whose top-hat (or black-hat) response clears the threshold: the letters' strokes. */
  strokes: Uint8Array;
  /** The strokes grown by half a stroke width, within their regions (covers anti-aliasing). */
  grown: Uint8Array;
  /** Regions where no clear strokes stood out: to be treated whole. */
  whole: Uint8Array;
}

/**
 * The stroke analysis behind `refineToGlyphs`, with its parts kept apart. `known`: a followed
 * caption's extension (`caption-follow.ts`; 1 on its pixels, 2 on its letters' strokes, measured
 * against their own ground), where its strokes replace the threshold's: one threshold per region
 * missed a caption's letters over a light wall when the region also held its letters over a black
 * helmet, and took the helmet's rim beside them.
 */
export function findStrokes(input: Raster, regions: Uint8Array, known?: Uint8Array): StrokeMasks {
  const { width, height } = input;
  const result: StrokeMasks = {
    strokes: new Uint8Array(width * height),
    grown: new Uint8Array(width * height),
    whole: new Uint8Array(width * height),
  };
  for (const box of componentBoxes(regions, width, height)) {
    // The region's thickness (area over length, right for slanted lines too) is about 1.6 text
    // heights after DB's growth, and a stroke about a seventh of a text height.
    let area = 0;
    for (let y = box.y; y < box.y + box.height; y++) for (let x = box.x; x < box.x + box.width; x++) area += regions[y * width + x];
    const thickness = area / Math.hypot(box.width, box.height);
    const stroke = Math.max(1, Math.round(thickness / 10));
    const window = stroke + 1;
    const x0 = Math.max(0, box.x - window);
    const y0 = Math.max(0, box.y - window);
    const x1 = Math.min(width, box.x + box.width + window);
    const y1 = Math.min(height, box.y + box.height + window);
    const w = x1 - x0;
    const h = y1 - y0;
    const luma = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) luma[y * w + x] = lumaAt(input, x0 + x, y0 + y);
    }
    const opened = dilateGrey(erodeGrey(luma, w, h, window), w, h, window);
    const closed = erodeGrey(dilateGrey(luma, w, h, window), w, h, window);
    const inRegion = (i: number) => regions[(y0 + Math.floor(i / w)) * width + x0 + (i % w)] === 1;
    const brightResponse = new Float32Array(w * h);
    const darkResponse = new Float32Array(w * h);
    for (let i = 0; i < luma.length; i++) {
      brightResponse[i] = luma[i] - opened[i];
      darkResponse[i] = closed[i] - luma[i];
    }
    const bright = strokeThreshold(brightResponse, inRegion);
    const dark = strokeThreshold(darkResponse, inRegion);
    // Which polarity is the mark: the one with the stronger response, unless its strokes look
    // like the photo just outside the region and the other polarity's clearly do not (white text
    // packed on black leaves dark gaps whose black-hat outweighs the letters' top-hat). Only clear
    // evidence overrides: on faint marks over fur the outside test alone picks the fur.
    const outside = meanLuma(luma, (i) => !inRegion(i));
    const brightLuma = meanLuma(luma, (i) => inRegion(i) && brightResponse[i] >= bright.threshold);
    const darkLuma = meanLuma(luma, (i) => inRegion(i) && darkResponse[i] >= dark.threshold);
    let useBright = bright.total >= dark.total;
    if (outside !== undefined && brightLuma !== undefined && darkLuma !== undefined) {
      const brightStep = Math.abs(brightLuma - outside);
      const darkStep = Math.abs(darkLuma - outside);
      if (useBright && brightStep * POLARITY_EVIDENCE < darkStep) useBright = false;
      else if (!useBright && darkStep * POLARITY_EVIDENCE < brightStep) useBright = true;
    }
    const response = useBright ? brightResponse : darkResponse;
    const threshold = useBright ? bright.threshold : dark.threshold;
    const count = bright.count;
    const strokes = new Uint8Array(w * h);
    let found = 0;
    for (let i = 0; i < response.length; i++) {
      if (inRegion(i) && response[i] >= threshold) {
        strokes[i] = 1;
        found++;
      }
    }
    const grown = dilateSquare(strokes, w, h, Math.max(1, Math.round(stroke / 2)));
    const keepWhole = found < 0.04 * count || found > 0.7 * count;
    for (let i = 0; i < luma.length; i++) {
      if (!inRegion(i)) continue;
      const p = (y0 + Math.floor(i / w)) * width + x0 + (i % w);
      if (keepWhole) result.whole[p] = 1;
      else {
        if (grown[i]) result.grown[p] = 1;
        if (strokes[i]) result.strokes[p] = 1;
      }
    }
  }
  if (known) addKnownStrokes(result, known, regions, width, height);
  return result;
}

/** Over the extension (`known` > 0, inside the regions, not erased whole) its strokes (2) replace the threshold's, grown by 1 px. */
function addKnownStrokes(result: StrokeMasks, known: Uint8Array, regions: Uint8Array, width: number, height: number): void {
  const letters = new Uint8Array(width * height);
  for (let p = 0; p < letters.length; p++) letters[p] = known[p] === 2 && regions[p] && !result.whole[p] ? 1 : 0;
  const grown = dilateSquare(letters, width, height, 1);
  for (let p = 0; p < letters.length; p++) {
    if (!regions[p] || result.whole[p]) continue;
    if (known[p]) {
      // The threshold's strokes stay only beside the letters (their faint edges).
      result.strokes[p] = letters[p] || (result.strokes[p] && grown[p]) ? 1 : 0;
      result.grown[p] = grown[p];
    } else if (grown[p]) result.grown[p] = 1;
  }
}

/** Sum, count and noise-relative threshold (mean + 0.5 sd, at least 6) of a response over a region. */
function strokeThreshold(response: Float32Array, inRegion: (i: number) => boolean): { total: number; count: number; threshold: number } {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let i = 0; i < response.length; i++) {
    if (!inRegion(i)) continue;
    sum += response[i];
    squares += response[i] * response[i];
    count++;
  }
  const mean = sum / Math.max(1, count);
  const spread = Math.sqrt(Math.max(0, squares / Math.max(1, count) - mean * mean));
  return { total: sum, count, threshold: Math.max(6, mean + 0.5 * spread) };
}

function meanLuma(luma: Float32Array, take: (i: number) => boolean): number | undefined {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < luma.length; i++) {
    if (!take(i)) continue;
    sum += luma[i];
    n++;
  }
  return n > 0 ? sum / n : undefined;
}

function lumaAt(input: Raster, x: number, y: number): number {
  const p = (y * input.width + x) * input.channels;
  const d = input.data;
  return input.channels >= 3 ? 0.299 * d[p] + 0.587 * d[p + 1] + 0.114 * d[p + 2] : d[p];
}

/** Minimum over a (2r+1) square, separable. */
export function erodeGrey(values: Float32Array, w: number, h: number, r: number): Float32Array {
  return squareFilter(values, w, h, r, Math.min);
}

/** Maximum over a (2r+1) square, separable. */
export function dilateGrey(values: Float32Array, w: number, h: number, r: number): Float32Array {
  return squareFilter(values, w, h, r, Math.max);
}

function squareFilter(values: Float32Array, w: number, h: number, r: number, pick: (a: number, b: number) => number): Float32Array {
  const rows = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let v = values[y * w + x];
      for (let dx = -r; dx <= r; dx++) {
        const xx = x + dx;
        if (xx >= 0 && xx < w) v = pick(v, values[y * w + xx]);
      }
      rows[y * w + x] = v;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let v = rows[y * w + x];
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy;
        if (yy >= 0 && yy < h) v = pick(v, rows[yy * w + x]);
      }
      out[y * w + x] = v;
    }
  }
  return out;
}
