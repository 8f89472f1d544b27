/** Points sampled around a candidate circle. */
export const CIRCLE_SAMPLES = 32;
/** Share of the circle's points on contrast, at least (a closed ring; a gap or two allowed). */
const RING_MIN_ON = 0.9;
/** Share of the points of the circles at these multiples of the radius on contrast: at most this on any, and on average (a thin ring, not texture). */
export const RING_MAX_AROUND = 0.4;
export const RING_MEAN_AROUND = 0.2;
export const AROUND = [0.5, 0.6, 0.7, 1.3, 1.4, 1.5];
/** Step of the centres tried, in pixels (the ring test allows one pixel of radius either way). */
const CENTRE_STEP = 2;

export interface Circle {
  cx: number;
  cy: number;
  radius: number;
}

/**
 * Closed rings (a round logo badge's outline) in a contrast mask: circles whose every direction
 * meets contrast at one radius (within a pixel) while the circles at half and one and a half
 * times the radius mostly do not (texture, brick joints and grass meet contrast everywhere).
 * Centres are tried where `centreOk` allows, radii from `minRadius` to `maxRadius`; the best
 * circle of each overlapping cluster is returned. A circle whose surroundings fail that test gets
 * a second chance with `inkCheck` (the surroundings counted only where they share the ring's ink).
 */
export function findRings(
  mask: Uint8Array,
  width: number,
  height: number,
  minRadius: number,
  maxRadius: number,
  centreOk: (cx: number, cy: number, r: number) => boolean,
  inkCheck?: (cx: number, cy: number, r: number) => boolean,
): Circle[] {
  const cos = new Float32Array(CIRCLE_SAMPLES);
  const sin = new Float32Array(CIRCLE_SAMPLES);
  for (let i = 0; i < CIRCLE_SAMPLES; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / CIRCLE_SAMPLES);
    sin[i] = Math.sin((2 * Math.PI * i) / CIRCLE_SAMPLES);
  }
  const at = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi >= 0 && yi >= 0 && xi < width && yi < height && mask[yi * width + xi] === 1;
  };
  // Share of the circle's points on contrast; stops early (returns 0) once `least` is out of reach.
  const share = (cx: number, cy: number, r: number, slack: number, least = 0) => {
    let on = 0;
    for (let i = 0; i < CIRCLE_SAMPLES; i++) {
      if (on + CIRCLE_SAMPLES - i < least * CIRCLE_SAMPLES) return 0;
      for (let d = -slack; d <= slack; d++) {
        if (at(cx + (r + d) * cos[i], cy + (r + d) * sin[i])) {
          on++;
          break;
        }
      }
    }
    return on / CIRCLE_SAMPLES;
  };
  const found: Array<Circle & { score: number }> = [];
  for (let cy = 0; cy < height; cy += CENTRE_STEP) {
    for (let cx = 0; cx < width; cx += CENTRE_STEP) {
      for (let r = minRadius; r <= maxRadius; r++) {
        if (!centreOk(cx, cy, r)) continue;
        const on = share(cx, cy, r, 1, RING_MIN_ON);
        if (on < RING_MIN_ON) continue;
        const shares = AROUND.map((f) => share(cx, cy, f * r, 0));
        const around = Math.max(...shares);
        if (around > RING_MAX_AROUND || shares.reduce((a, b) => a + b, 0) / shares.length > RING_MEAN_AROUND) {
          // Ranked below every circle that passed on contrast alone.
          if (inkCheck?.(cx, cy, r)) found.push({ cx, cy, radius: r, score: on - 1 - around });
          continue;
        }
        found.push({ cx, cy, radius: r, score: on - around });
      }
    }
  }
  found.sort((a, b) => b.score - a.score);
  const kept: Circle[] = [];
  for (const circle of found) {
    if (kept.some((k) => Math.hypot(k.cx - circle.cx, k.cy - circle.cy) < k.radius + circle.radius)) continue;
    kept.push({ cx: circle.cx, cy: circle.cy, radius: circle.radius });
  }
  return kept;
}
