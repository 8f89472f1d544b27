import type { Raster } from '../../raster';
import { AROUND, CIRCLE_SAMPLES, RING_MAX_AROUND, RING_MEAN_AROUND } from './rings';

/**
 * The ring's points must share one ink: their median distance from their median colour at most
 * this (grey levels). Chosen on the tuning rocket's red ring over the tower (9.5); texture that
 * closes a circle (wood grain, brick, foliage) is spread wider.
 */
const MAX_INK_SPREAD = 16;
/** A point of the ring or around it has the ring's ink when within this distance of it (grey levels; compact-marks' MIN_REACH). */
const INK_REACH = 24;
/** Share of the ring's points with its ink, at least (as many as must be on contrast). */
const MIN_INK_SHARE = 0.9;

/**
 * A second chance for a circle that meets contrast all around but whose surroundings are busy too
 * (a red badge over the rocket's lattice tower: 47 % of the circle at 1.3 times its radius is on
 * contrast): the circles around it are counted only where their contrast has the ring's own ink.
 * A badge is stamped in one colour, the scene behind it has others. The ring itself must be one
 * ink (tight colour spread): texture that happens to close a circle is not.
 * Returns the test for `findRings`' `inkCheck`.
 */
export function sameInkRing(input: Raster, strong: Uint8Array): (cx: number, cy: number, r: number) => boolean {
  const { width, height, channels: c } = input;
  const colourAt = (x: number, y: number): number => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi >= 0 && yi >= 0 && xi < width && yi < height ? yi * width + xi : -1;
  };
  const distance = (p: number, ink: number[]): number => {
    let sum = 0;
    for (let k = 0; k < c; k++) sum += (input.data[p * c + k] - ink[k]) ** 2;
    return Math.sqrt(sum);
  };
  return (cx, cy, r) => {
    // The ring's points: per direction the strong pixel within a pixel of the radius.
    const points: number[] = [];
    for (let i = 0; i < CIRCLE_SAMPLES; i++) {
      const angle = (2 * Math.PI * i) / CIRCLE_SAMPLES;
      for (const d of [0, -1, 1]) {
        const p = colourAt(cx + (r + d) * Math.cos(angle), cy + (r + d) * Math.sin(angle));
        if (p >= 0 && strong[p]) {
          points.push(p);
          break;
        }
      }
    }
    if (points.length < MIN_INK_SHARE * CIRCLE_SAMPLES) return false;
    const ink: number[] = [];
    for (let k = 0; k < c; k++) ink.push(medianValue(points.map((p) => input.data[p * c + k])));
    const spreads = points.map((p) => distance(p, ink));
    if (medianValue(spreads) > MAX_INK_SPREAD) return false;
    if (spreads.filter((s) => s <= INK_REACH).length < MIN_INK_SHARE * CIRCLE_SAMPLES) return false;
    let total = 0;
    for (const f of AROUND) {
      let on = 0;
      for (let i = 0; i < CIRCLE_SAMPLES; i++) {
        const angle = (2 * Math.PI * i) / CIRCLE_SAMPLES;
        const p = colourAt(cx + f * r * Math.cos(angle), cy + f * r * Math.sin(angle));
        if (p >= 0 && strong[p] && distance(p, ink) <= INK_REACH) on++;
      }
      const share = on / CIRCLE_SAMPLES;
      if (share > RING_MAX_AROUND) return false;
      total += share;
    }
    return total / AROUND.length <= RING_MEAN_AROUND;
  };
}

function medianValue(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
