import type { Raster } from '../../raster';
import { distanceToMask } from '../inpaint/mask-ops';
import { interior } from './stroke-interior';
import type { BlendEstimate } from './unblend';

/** Stroke pixels and pixels this close to the strokes have their photo guessed from the nearest known ones. */
const EDGE_GAP = 2;
/** Window radius (pixels) of that guess: the un-blended stroke interiors and the unmarked pixels around. */
const GUESS_RADIUS = 2;
/** Least luma contrast between the guess and the ink for an edge pixel's opacity to count. */
const MIN_LUMA_SPAN = 10;
/** The edges are guessed from recovered interiors: fewer than this many interior stroke pixels is too little to go on. */
const MIN_INTERIORS = 16;
/**
 * Least share of the interior stroke pixels that must look marked (closer to the fill with the
 * estimated mark on it than to the fill): below it the estimate does not describe these strokes
 * (the astronaut's dark corner URL fitted as a white ink: 54 %; the real marks 98-100 %).
 */
const MIN_MARKED_SHARE = 0.9;

/**
 * Undoes the blend of a mark (observed = (1 - a) x photo + a x colour) over `area` of a photo
 * that went through JPEG, in YCbCr (meant for white or grey inks, whose chroma is known exactly): the luma with each pixel's own opacity, the chroma with that
 * opacity smeared the way JPEG's 4:2:0 chroma smears the mark (2x2 block means, triangle
 * upsampling), since the mark's colour reached the chroma only at half resolution.
 * - Interior stroke pixels (fully covered) get the estimated opacity where the pixel looks more
 *   like `fill` with the mark on it than like `fill`, none elsewhere.
 * - Edge pixels (anti-aliased, partly covered) get their own opacity from the luma alone, against
 *   a guess of the photo from the nearest known pixels (un-blended interiors, unmarked pixels two
 *   or more pixels out): against the inpainted fill, whose errors at the edges are shaped like
 *   the letters, outlines were left around them (the seller's "© cafe-shop.com" over coffee).
 * Outside `area` and the chroma smear the fill is kept. Undefined (the caller un-blends the
 * plain way) for other than RGB, and when the interiors are too few or too few of them look
 * marked: the edge guess needs recovered interiors, and the estimate must describe the strokes.
 */
export function unblendJpeg(input: Raster, area: Uint8Array, fill: Raster, estimate: BlendEstimate, strokes: Uint8Array): Raster | undefined {
  const { width, height, channels: c } = input;
  if (c !== 3) return undefined;
  const a = estimate.opacity;
  const ink = estimate.colour;
  const source = input.data;
  const inside = new Uint8Array(width * height);
  const alpha = new Float32Array(width * height);
  for (let p = 0; p < area.length; p++) {
    if (!area[p] || !interior(strokes, p, width, height)) continue;
    inside[p] = 1;
    const o = p * 3;
    let plain = 0;
    let blended = 0;
    for (let k = 0; k < 3; k++) {
      plain += (source[o + k] - fill.data[o + k]) ** 2;
      blended += (source[o + k] - ((1 - a) * fill.data[o + k] + a * ink[k])) ** 2;
    }
    alpha[p] = blended < plain ? a : 0;
  }
  let interiors = 0;
  let marked = 0;
  for (let p = 0; p < area.length; p++) {
    interiors += inside[p];
    if (alpha[p] > 0) marked++;
  }
  if (interiors < MIN_INTERIORS || marked < MIN_MARKED_SHARE * interiors) return undefined;
  const distance = distanceToMask(strokes, width, height);
  const known = (p: number) => inside[p] === 1 || (!strokes[p] && distance[p] >= EDGE_GAP);
  const inkLuma = luma(ink, 0);
  for (let p = 0; p < area.length; p++) {
    if (!area[p] || known(p)) continue;
    const guess = knownLuma(input, p, known, alpha, ink);
    if (guess === undefined || Math.abs(inkLuma - guess) <= MIN_LUMA_SPAN) continue;
    alpha[p] = Math.min(a, Math.max(0, (luma(source, p * 3) - guess) / (inkLuma - guess)));
  }
  const chroma = smearLikeJpegChroma(alpha, width, height);
  const inkCb = cb(ink, 0);
  const inkCr = cr(ink, 0);
  const data = fill.data.slice();
  for (let p = 0; p < area.length; p++) {
    if (!area[p] && !(chroma[p] > 0)) continue;
    const o = p * 3;
    const y = (luma(source, o) - alpha[p] * inkLuma) / (1 - alpha[p]);
    const u = (cb(source, o) - chroma[p] * inkCb) / (1 - chroma[p]) - 128;
    const v = (cr(source, o) - chroma[p] * inkCr) / (1 - chroma[p]) - 128;
    data[o] = clampByte(y + 1.402 * v);
    data[o + 1] = clampByte(y - 0.344136 * u - 0.714136 * v);
    data[o + 2] = clampByte(y + 1.772 * u);
  }
  return { ...fill, data };
}

/** Gaussian-weighted mean luma of the known pixels around `p` (interiors un-blended with their opacity). */
function knownLuma(input: Raster, p: number, known: (q: number) => boolean, alpha: Float32Array, ink: readonly number[]): number | undefined {
  const { width, height } = input;
  const x = p % width;
  const y = (p - x) / width;
  const inkLuma = luma(ink, 0);
  let sum = 0;
  let weights = 0;
  for (let v = Math.max(0, y - GUESS_RADIUS); v <= Math.min(height - 1, y + GUESS_RADIUS); v++) {
    for (let u = Math.max(0, x - GUESS_RADIUS); u <= Math.min(width - 1, x + GUESS_RADIUS); u++) {
      const q = v * width + u;
      if (!known(q)) continue;
      const weight = Math.exp(-((u - x) ** 2 + (v - y) ** 2) / GUESS_RADIUS ** 2);
      sum += (weight * (luma(input.data, q * 3) - alpha[q] * inkLuma)) / (1 - alpha[q]);
      weights += weight;
    }
  }
  return weights > 0 ? sum / weights : undefined;
}

/** What JPEG 4:2:0 does to a full-resolution plane's chroma: 2x2 block means, then libjpeg's triangle ("fancy") upsampling. */
export function smearLikeJpegChroma(plane: Float32Array, width: number, height: number): Float32Array {
  const bw = (width + 1) >> 1;
  const bh = (height + 1) >> 1;
  const blocks = new Float32Array(bw * bh);
  for (let j = 0; j < bh; j++) {
    for (let i = 0; i < bw; i++) {
      let sum = 0;
      let count = 0;
      for (let y = 2 * j; y < Math.min(height, 2 * j + 2); y++) {
        for (let x = 2 * i; x < Math.min(width, 2 * i + 2); x++) {
          sum += plane[y * width + x];
          count++;
        }
      }
      blocks[j * bw + i] = sum / count;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const j = y >> 1;
    const jn = Math.min(bh - 1, Math.max(0, y & 1 ? j + 1 : j - 1));
    for (let x = 0; x < width; x++) {
      const i = x >> 1;
      const inb = Math.min(bw - 1, Math.max(0, x & 1 ? i + 1 : i - 1));
      out[y * width + x] = (9 * blocks[j * bw + i] + 3 * blocks[j * bw + inb] + 3 * blocks[jn * bw + i] + blocks[jn * bw + inb]) / 16;
    }
  }
  return out;
}

const luma = (d: ArrayLike<number>, o: number) => 0.299 * d[o] + 0.587 * d[o + 1] + 0.114 * d[o + 2];
const cb = (d: ArrayLike<number>, o: number) => -0.168736 * d[o] - 0.331264 * d[o + 1] + 0.5 * d[o + 2] + 128;
const cr = (d: ArrayLike<number>, o: number) => 0.5 * d[o] - 0.418688 * d[o + 1] - 0.081312 * d[o + 2] + 128;
const clampByte = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));
