/**
 * Re-opens background the network filled in. ISNet tends to fill a closed loop of the product
 * (a stethoscope's earpieces, the loop of a trumpet's tubing) with background at a probability
 * just below its certain parts (0.9-0.97 against >= 0.99). Those pixels are checked against two
 * colour models built from the same 1024 grid the network saw: the certain subject
 * (p >= `certain`) and the certain background (p <= 1 - `certain`). A pixel of the less certain
 * band whose colour is far more typical of the background than of the subject is lowered.
 *
 * Colours are quantised to `levels` per channel; both histograms are smoothed over neighbouring
 * bins so that JPEG noise does not decide.
 */
import { boxMean, grownBox } from './box-filter';
import { smoothBins } from './colour-models';

export interface ColourCheckSettings {
  certain: number;
  levels: number;
  /** Lowered when P(subject | colour) falls below this. */
  maxSubjectShare: number;
  /** Only holes of at least this many grid pixels are re-opened (a filled loop, not edge noise). */
  minHoleArea: number;
  /** Share of a region's outer border that must be subject (p > 0.5) for it to count as a hole. */
  minEnclosure: number;
  /** Radius (grid pixels) of the window the colour evidence is averaged over. */
  windowRadius: number;
}

/** Prior density per bin, far below one pixel's share of either model. */
const UNSEEN = 1e-7;

export const DEFAULT_COLOUR_CHECK: ColourCheckSettings = { certain: 0.99, levels: 16, maxSubjectShare: 0.15, minHoleArea: 400, minEnclosure: 0.75, windowRadius: 3 };

/**
 * `planes`: the network input (1x3xside x side, x/255 - 0.5). Lowers `probability` in place where
 * a less certain pixel has background colour; returns how many pixels were lowered.
 */
export function reopenBackgroundColours(probability: Float32Array, planes: Float32Array, side: number, settings = DEFAULT_COLOUR_CHECK): number {
  const size = side * side;
  const levels = settings.levels;
  const bins = levels * levels * levels;
  // Bins, both histograms and the less certain band's box in one pass (4096 bins fit 16 bits).
  const bin = new Uint16Array(size);
  const subject = new Float32Array(bins);
  const background = new Float32Array(bins);
  let subjectCount = 0;
  let backgroundCount = 0;
  const low = 1 - settings.certain;
  let left = side;
  let right = -1;
  let top = side;
  let bottom = -1;
  for (let y = 0; y < side; y++) {
    for (let x = 0, i = y * side; x < side; x++, i++) {
      const r = quantise(planes[i], levels);
      const g = quantise(planes[size + i], levels);
      const b = quantise(planes[2 * size + i], levels);
      const k = (r * levels + g) * levels + b;
      bin[i] = k;
      const p = probability[i];
      if (p >= settings.certain) {
        subject[k]++;
        subjectCount++;
      } else if (p <= low) {
        background[k]++;
        backgroundCount++;
      } else if (p > 0.5) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        bottom = y;
      }
    }
  }
  if (subjectCount === 0 || backgroundCount === 0 || right < 0) return 0;
  const subjectDensity = smoothBins(subject, levels);
  const backgroundDensity = smoothBins(background, levels);
  // P(subject | colour) over the less certain band, averaged over a small window of band pixels:
  // gravel or brick mixes colours, and single pixels would leave a sieve. The window means are
  // needed only on the band, so both planes are built over its box grown by the window radius
  // (clipped to the grid): every band pixel's window, and the number of pixels it covers, are then
  // those of the whole grid, and everything outside the box is 0 on both planes, so the running
  // sums see the same values in the same order (same result, bit for bit).
  const box = grownBox(left, right, top, bottom, settings.windowRadius, side);
  const boxShare = new Float32Array(box.width * box.height);
  const boxBand = new Float32Array(box.width * box.height);
  const inBand = (p: number) => p > 0.5 && p < settings.certain;
  for (let y = top; y <= bottom; y++) {
    for (let x = left, i = y * side + left, j = (y - box.top) * box.width + left - box.left; x <= right; x++, i++, j++) {
      if (!inBand(probability[i])) continue;
      const f = subjectDensity[bin[i]] / subjectCount;
      const b = backgroundDensity[bin[i]] / backgroundCount;
      boxBand[j] = 1;
      // A colour neither model has seen is no evidence either way (share 0.5).
      boxShare[j] = (f + UNSEEN) / (f + b + 2 * UNSEEN);
    }
  }
  const candidate = new Uint8Array(size);
  const scratch = new Float32Array(box.width * box.height);
  const band = Uint8Array.from(boxBand);
  boxMean(boxShare, boxShare, box.width, box.height, settings.windowRadius, scratch);
  boxMean(boxBand, boxBand, box.width, box.height, settings.windowRadius, scratch);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0, i = (box.top + y) * side + box.left, j = y * box.width; x < box.width; x++, i++, j++) {
      if (band[j] && boxShare[j] < settings.maxSubjectShare * boxBand[j]) candidate[i] = 1;
    }
  }
  return lowerEnclosedRegions(probability, candidate, side, settings);
}

function quantise(value: number, levels: number): number {
  const q = Math.floor((value + 0.5) * levels);
  return q < 0 ? 0 : q >= levels ? levels - 1 : q;
}

/**
 * Lowers candidate regions (4-connected) of at least `minHoleArea` pixels that are holes: most of
 * their outer border is subject (p > 0.5). A whole part the network was merely unsure of (a pale
 * candle on a pale wall) borders the background instead and stays.
 */
function lowerEnclosedRegions(probability: Float32Array, candidate: Uint8Array, side: number, settings: ColourCheckSettings): number {
  const seen = new Uint8Array(candidate.length);
  const stack = new Int32Array(candidate.length);
  const members: number[] = [];
  let lowered = 0;
  for (let seed = 0; seed < candidate.length; seed++) {
    if (!candidate[seed] || seen[seed]) continue;
    members.length = 0;
    let top = 0;
    stack[top++] = seed;
    seen[seed] = 1;
    let certainBorder = 0;
    let border = 0;
    while (top > 0) {
      const i = stack[--top];
      members.push(i);
      const x = i % side;
      const neighbours = [x > 0 ? i - 1 : -1, x < side - 1 ? i + 1 : -1, i - side, i + side];
      for (const n of neighbours) {
        if (n < 0 || n >= candidate.length) continue;
        if (!candidate[n]) {
          border++;
          if (probability[n] > 0.5) certainBorder++;
          continue;
        }
        if (seen[n]) continue;
        seen[n] = 1;
        stack[top++] = n;
      }
    }
    if (members.length < settings.minHoleArea || certainBorder < border * settings.minEnclosure) continue;
    for (const i of members) probability[i] = 0;
    lowered += members.length;
  }
  return lowered;
}
