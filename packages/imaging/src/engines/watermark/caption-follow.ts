import type { Raster } from '../../raster';
import { componentPixels, dilateSquare } from '../inpaint/mask-ops';
import { lineBand, type Band, type Seed } from './caption-seed';
import { findStrokes } from './glyph-mask';
import { inkChroma, MIN_INK_CHROMA, neutralInk } from './neutral-ink';
import type { BlendEstimate } from './unblend';
import { partBox } from './part-box';
import { estimateRegionBlend } from './region-blend';
import { strokeShapes, type StrokeShape } from './caption-shapes';

/** A detected region this many times wider than tall (and at least `MIN_HEIGHT` px) is a line of text whose ends may have been missed. */
const LINE_ASPECT = 3;
const MIN_HEIGHT = 8;
/** Each side reaches at most this many seed lengths. */
const MAX_REACH = 2;
/** Components are measured up to this many region heights outward from the line's current end. */
const PATCH = 4;
/** Limits of a glyph, in glyph heights (x-height): a © or an ascender merged with a speck reaches 2.2. */
const TALLEST = 2.2;
const WIDEST = 2.5;
/** A letter body is at least this tall and sits on the baseline, hangs from the x-line (within `ALIGN`) or crosses the band's middle... */
const BODY = 0.6;
const ALIGN = 0.3;
/**
 * ... and shows the seed's ink as fully as the seed's letters do: its mean response over the
 * fitted opacity's is at least this share of theirs (caption letters 0.84-1.0 of the seed's on the
 * tuning photos, grass and a wall's specks 0.57-0.81).
 */
const LEVEL = 0.82;
/** The widest gap between letters (a word space is ~0.6 of a glyph height). */
const MAX_GAP = 1.1;
/** Rows of the letters' strokes handed to removal, beyond the x-height band, in glyph heights. */
const LETTER_ROWS = 0.45;
/** Pixels of photo round the extension's letters added to the regions. */
const LETTER_MARGIN = 3;

/**
 * The text detector reads only part of a caption where its ground changes (the astronaut's white
 * "© cafe-shop.com": "afe-sho" over the helmet, not the © over the suit nor "p.com" over the wall).
 * Each line-shaped region is followed along its rows, left and right, one letter at a time, on
 * strokes of the seed's polarity and opacity (`lineBand`). The next letter body must sit on the
 * seed's baseline or hang from its x-line, within a word space of the last; every stroke component
 * taken with it must look like the seed's glyphs: not taller than 2.2 glyph heights nor wider
 * than 2.5, not a long flat run (mortar, a horizon), not running on out of sight (a joint, a rail),
 * strokes at most twice the seed's width. The walk stops at the first letter that fails. Only
 * neutral inks are followed (the local blend fit's channels spread < `MIN_INK_CHROMA`). Returns
 * the regions with the letters found added (grown by `LETTER_MARGIN`) and their strokes.
 */
export function followCaptions(input: Raster, regions: Uint8Array): FollowedCaptions {
  const { width } = input;
  const lines = componentPixels(regions, width, input.height)
    .map((part) => ({ part, box: partBox(part, width) }))
    .filter(({ box }) => box.height >= MIN_HEIGHT && box.width >= LINE_ASPECT * box.height);
  if (lines.length === 0) return { regions };
  const lineMask = new Uint8Array(regions.length);
  for (const { part } of lines) for (const p of part) lineMask[p] = 1;
  const { strokes } = findStrokes(input, lineMask);
  let out = regions;
  let known: Uint8Array | undefined;
  let seedLetters: Uint8Array | undefined;
  const inks: BlendEstimate[] = [];
  for (const { part, box } of lines) {
    // White or grey captions only: coloured text has its own path (`ink-text.ts`), and a yellow
    // BRAND® followed as white walked into the astronaut's model rocket.
    const estimate = estimateRegionBlend(input, part, strokes);
    if (!estimate || inkChroma(estimate.colour) >= MIN_INK_CHROMA) continue;
    const band = lineBand(input, regions, box);
    if (!band) continue;
    for (const added of [extend(band, 1), extend(band, -1)]) {
      if (!added) continue;
      if (out === regions) out = regions.slice();
      known ??= new Uint8Array(regions.length);
      markLetters(known, band, added);
      if (inks.at(-1) !== estimate) {
        inks.push(estimate);
        seedLetters ??= new Uint8Array(regions.length);
        markSeedLetters(seedLetters, band, part);
      }
    }
  }
  if (known) {
    // The region added round the letters: their strokes grown by `LETTER_MARGIN` (the fill and the
    // blend fits need a ring of photo). The whole rectangle of the walk let the stroke finder take
    // the helmet's rim and the suit's edge beside the letters (astronaut caption, judged with the
    // part found: 568 px moved outside the mark against 523 this way).
    const near = dilateSquare(known, width, input.height, LETTER_MARGIN);
    for (let p = 0; p < near.length; p++) {
      if (!near[p] || regions[p]) continue;
      out[p] = 1;
      known[p] = known[p] ? 2 : 1;
    }
    // Letters' strokes inside the seed's own region stay the stroke finder's.
    for (let p = 0; p < known.length; p++) if (regions[p]) known[p] = 0;
  }
  return { regions: out, strokes: known, ink: inks.length === 1 ? pureInk(inks[0]) : undefined, seedLetters };
}

/** The stroke map's pixels inside the seed's own region, on the glyph rows (as `markLetters`). */
function markSeedLetters(letters: Uint8Array, band: Band, part: Int32Array): void {
  const { seed, top, imageWidth, strokes } = band;
  const first = seed.xLine - LETTER_ROWS * seed.glyphHeight;
  const last = seed.baseline + LETTER_ROWS * seed.glyphHeight;
  for (const p of part) {
    const y = Math.floor(p / imageWidth);
    if (y < first || y > last || y < top || y >= top + band.rows) continue;
    if (strokes[p - top * imageWidth]) letters[p] = 1;
  }
}

/**
 * The line's ink as white or black (the stroke map took it so: `lineBand`), at the neutral ink's
 * opacity. The neutral ink itself came out grey (221 at 0.62 on the astronaut caption, white at
 * 0.55): un-blending the ends with it left them lighter than the wall (readable ghost 11.40 -> 14.05).
 */
function pureInk(estimate: BlendEstimate): BlendEstimate {
  const neutral = neutralInk(estimate);
  const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ground = neutral.meanBackground ? mean(neutral.meanBackground) : 127.5;
  return { ...neutral, colour: neutral.colour.map(() => (mean(neutral.colour) > ground ? 255 : 0)) };
}

/**
 * The letters' stroke pixels inside the extension and within the glyph rows (ascenders and
 * descenders reach ~0.4 glyph heights out): what the walk took beyond them (a helmet's rim
 * touching a letter) is left out.
 */
function markLetters(known: Uint8Array, band: Band, added: Extension): void {
  const { seed, top, imageWidth } = band;
  const first = seed.xLine - LETTER_ROWS * seed.glyphHeight;
  const last = seed.baseline + LETTER_ROWS * seed.glyphHeight;
  for (const letter of added.letters) {
    for (const i of letter.pixels) {
      const x = i % imageWidth;
      const y = top + (i - x) / imageWidth;
      if (x >= added.x0 && x < added.x1 && y >= first && y <= last) known[y * imageWidth + x] = 1;
    }
  }
}

export interface FollowedCaptions {
  /** The regions with the extensions added (the input itself when nothing was added). */
  regions: Uint8Array;
  /**
   * The extensions, for the stroke finder (`findStrokes`): 1 on their pixels, 2 on their letters'
   * strokes (the seed's polarity and opacity against their own ground). Its one threshold per
   * region, set mostly by the letters the detector found (over the astronaut's black helmet),
   * missed the letters over the light wall.
   */
  strokes?: Uint8Array;
  /**
   * The ink of the line the extensions were found from (white or black; its local blend fit's
   * opacity), when one line was followed: the ends carry the same mark (`unblendCaptionEnds`).
   */
  ink?: BlendEstimate;
  /**
   * The followed line's own letters on the same stroke map (inside the detected region): the text
   * path's stroke finder missed 40-60 % of the astronaut caption's letters over the helmet's
   * reflections; what it left untouched is un-blended with the ends.
   */
  seedLetters?: Uint8Array;
}


/** Follows the line to one side (`side` 1: right, -1: left); what it took, if anything. */
function extend(band: Band, side: 1 | -1): Extension | undefined {
  const { seed, imageWidth } = band;
  const start = side === 1 ? seed.x + seed.width : seed.x;
  const limit = side === 1 ? Math.min(imageWidth, start + MAX_REACH * seed.width) : Math.max(0, start - MAX_REACH * seed.width);
  let edge = start;
  const letters: StrokeShape[] = [];
  while (side === 1 ? edge < limit : edge > limit) {
    const shapes = outwardShapes(band, edge, side);
    // The nearest letter body within a word space of the line's end.
    const reach = edge + side * MAX_GAP * seed.glyphHeight;
    let next: StrokeShape | undefined;
    for (const s of shapes) {
      if (!isBody(s, seed) || (side === 1 ? s.x0 > reach : s.x1 < reach)) continue;
      if (!next || (side === 1 ? s.x0 < next.x0 : s.x1 > next.x1)) next = s;
    }
    if (!next) break;
    // Everything up to that letter's far side is taken with it and judged.
    const far = side === 1 ? next.x1 : next.x0;
    const taken = shapes.filter((s) => (side === 1 ? s.x0 < far : s.x1 > far));
    if (!taken.every((s) => glyphLike(s, seed))) break;
    letters.push(...taken);
    // The letter sets the new end; specks taken with it (judged above) do not stretch it.
    edge = side === 1 ? Math.min(limit, far) : Math.max(limit, far);
  }
  if (edge === start) return undefined;
  const [x0, x1] = side === 1 ? [start, edge] : [edge, start];
  return { x0, x1, letters };
}

/** A side's extension: the columns walked over and the stroke components taken as letters there. */
interface Extension {
  x0: number;
  x1: number;
  letters: StrokeShape[];
}

/**
 * The stroke components outward of the line's end (`edge`), cut there, in image coordinates,
 * within `PATCH` region heights (those running out of its far side marked open).
 */
function outwardShapes(band: Band, edge: number, side: 1 | -1): StrokeShape[] {
  const { seed, imageWidth, top, rows } = band;
  const reach = PATCH * seed.height;
  const px0 = side === 1 ? edge : Math.max(0, edge - reach);
  const px1 = side === 1 ? Math.min(imageWidth, edge + reach) : edge;
  const w = px1 - px0;
  if (w <= 0) return [];
  const patch = new Uint8Array(w * rows);
  const level = new Float32Array(w * rows);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < w; x++) {
      patch[y * w + x] = band.strokes[y * imageWidth + px0 + x];
      level[y * w + x] = band.level[y * imageWidth + px0 + x];
    }
  }
  const found: StrokeShape[] = [];
  for (const s of strokeShapes(patch, w, rows, seed.minArea, level)) {
    const open = side === 1 ? s.x1 === w && px1 < imageWidth : s.x0 === 0 && px0 > 0;
    // Pixels as indices into the band's arrays.
    const pixels = s.pixels.map((q) => Math.floor(q / w) * imageWidth + px0 + (q % w));
    const g = { ...s, x0: s.x0 + px0, x1: s.x1 + px0, y0: s.y0 + top, y1: s.y1 + top, open, pixels };
    found.push(g);
  }
  return found;
}

/** A letter body: as fully inked as the seed's, tall enough, on the baseline, hanging from the x-line or across the band's middle (an 'm' split in two). */
function isBody(s: StrokeShape, seed: Seed): boolean {
  const gh = seed.glyphHeight;
  if (s.y1 - s.y0 < BODY * gh || s.mean < LEVEL * seed.level) return false;
  const middle = (seed.xLine + seed.baseline) / 2;
  return Math.abs(s.y1 - 1 - seed.baseline) <= ALIGN * gh || Math.abs(s.y0 - seed.xLine) <= ALIGN * gh || (s.y0 <= middle && s.y1 > middle);
}

/** Whether a component has the size and strokes of the seed's glyphs. */
function glyphLike(s: StrokeShape, seed: Seed): boolean {
  const gh = seed.glyphHeight;
  const tall = s.y1 - s.y0;
  const wide = s.x1 - s.x0;
  // Posts and joints crossing the band; long runs along it (or out of sight: a rail).
  if (s.open || tall > TALLEST * gh || wide > WIDEST * gh) return false;
  // A long flat run (mortar along the line); a hyphen or a dot is short.
  if (tall < 0.4 * gh && wide > 1.2 * gh) return false;
  return s.width <= 2 * seed.strokeWidth;
}
