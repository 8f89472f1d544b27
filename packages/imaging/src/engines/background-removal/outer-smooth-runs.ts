/**
 * Smooth parts that stick out of the subject's closing (smooth-gaps.ts). A cement mixer's second
 * wheel, behind the first and scored ~0 by ISNet, lies mostly outside any concavity of what the
 * network kept, so the closing gives no evidence for it; but it is one smooth run touching the
 * subject, on grass that is not smooth. Smooth leaves and stones touching the subject are such
 * runs too, and texture does not tell them apart (leaves are smoother than a tyre); colour does,
 * by a majority of the run's cells: each cell votes for the subject when its colour is likelier
 * under the subject's model (its certain outline, with the gaps chosen in the closing) than
 * under the ground's (the ring around the subject, less the runs being judged). Equal priors, no
 * threshold of our own: on the tuning photos the mixer's wheel gets 69 % of the votes (median
 * log-ratio +0.30), smooth patches of grass beside the spade and the mixer 0-43 % (medians -0.8
 * to -1.6). A mean of the log-ratios would not do: the wheel's mean is -0.1..+0.1 depending on
 * details, pulled down by its grass-coloured tread.
 */
import { blockMeans } from './colour-cut';
import { colourBins, colourModels } from './colour-models';
import { outlineRim } from './outline-rim';
import type { PlaneBox } from './box-filter';
import { labelRegions } from './subject-support';

/** What smooth-gaps.ts already computed, on the box's cells. */
export interface SmoothGapCells {
  box: PlaneBox;
  /** Block means of the map. */
  p: Float32Array;
  /** 1 on the subject (p > 0.5). */
  subject: Float32Array;
  /** 1 within the ring's reach of the subject (the subject grown). */
  grown: Float32Array;
  /** Smoothed block texture. */
  texture: Float32Array;
  smoothBelow: number;
  minArea: number;
}

const LEVELS = 16;

/**
 * Sets in `chosen` (box-sized) the cells of the smooth runs (texture below `smoothBelow`) that
 * touch the subject or a chosen gap and whose cells mostly favour the subject by colour; returns
 * how many. The runs reach as far as the box (the subject's, grown by the closing and 2 cells).
 */
export function addOuterSmoothRuns(cells: SmoothGapCells, planes: Float32Array, side: number, factor: number, chosen: Float32Array): number {
  const { box, p, subject, grown, texture, smoothBelow, minArea } = cells;
  const { width, height } = box;
  const size = width * height;
  const candidate = new Uint8Array(size);
  let any = false;
  for (let i = 0; i < size; i++) {
    if (!subject[i] && !chosen[i] && texture[i] < smoothBelow) {
      candidate[i] = 1;
      any = true;
    }
  }
  if (!any) return 0;
  // Runs touching the subject or a gap already chosen inside its closing.
  const kept = (i: number): boolean => subject[i] > 0 || chosen[i] > 0;
  const { labels, areas } = labelRegions(candidate, width, height);
  const touches = new Uint8Array(areas.length);
  let judged = 0;
  for (let i = 0; i < size; i++) {
    const label = labels[i];
    if (!label || touches[label]) continue;
    const x = i % width;
    if ((x > 0 && kept(i - 1)) || (x < width - 1 && kept(i + 1)) || (i >= width && kept(i - width)) || (i + width < size && kept(i + width))) {
      touches[label] = 1;
      if (areas[label] >= minArea) judged++;
    }
  }
  // The colour models only when some run is to be judged (on most photos none is).
  if (judged === 0) return 0;
  const plane = side * side;
  const colour = [0, 1, 2].map((c) => blockMeans(planes.subarray(c * plane, (c + 1) * plane), side, factor, box));
  const bin = colourBins(colour, LEVELS);
  // As the graph cut's: the subject's colours from its certain outline, the ground's from the
  // ring, less the runs being judged (a wheel the network scored 0 would teach the ground its
  // own colours); the gaps chosen inside the closing count as certain subject.
  const settled = p.slice();
  for (let i = 0; i < size; i++) if (chosen[i]) settled[i] = 1;
  const rim = outlineRim(settled, width, height, 2);
  const sides = new Int8Array(size).fill(-1);
  for (let i = 0; i < size; i++) {
    if (settled[i] >= 0.99 && rim[i]) sides[i] = 1;
    else if (p[i] <= 0.01 && grown[i] && !touches[labels[i]]) sides[i] = 0;
  }
  const models = colourModels(bin, sides, LEVELS);
  if (!models) return 0;
  // A majority vote of the cells (the median log-ratio above 0).
  const favoured = new Int32Array(areas.length);
  for (let i = 0; i < size; i++) {
    const label = labels[i];
    if (touches[label] && models.subject[bin[i]] > models.background[bin[i]]) favoured[label]++;
  }
  let added = 0;
  for (let i = 0; i < size; i++) {
    const label = labels[i];
    if (!label || !touches[label] || areas[label] < minArea || 2 * favoured[label] <= areas[label]) continue;
    chosen[i] = 1;
    added++;
  }
  return added;
}

