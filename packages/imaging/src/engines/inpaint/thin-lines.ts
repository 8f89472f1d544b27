import type { Level } from './pyramid';
import { lumaPlane, sample } from './line-sampling';
import { fillShowsLine, paintLine, type ThinLine } from './thin-line-paint';

/**
 * Half-widths (px) of the thin lines looked for: a wire, a mortar joint, a pole. Up to 2.5: with
 * 4 too, the eval found chance 9 px bands in grass (-0.18 dB) and wood grain on coffee's strokes.
 */
const HALF_WIDTHS = [0.75, 1.5, 2.5];
/** Samples (1 px apart) along a line on each side of the hole that must show it. */
const REACH = 24;
/** Directions tried at each border pixel (4 degree steps over the full turn). */
const ANGLES = 90;
/** Share of REACH that must be known, in the image, on each side. */
const MIN_SEEN = 0.6;
/**
 * Tests a line must pass on each side of the hole. Chosen on lines drawn over the tuning photos'
 * textures (`thin-line.test.ts`) and on the eval's tuning photos: with STEADY alone (no COVER),
 * grass lost 0.18 dB to three chance blades; FLANKS 0.5 missed most drawn lines (textured
 * flanks); BEND 4 let the saucer's curved highlight on coffee through (its sides turn -1 and +1
 * degree: coffee 0.64 -> 0.56 dB).
 * - MIN_CONTRAST: grey levels (luminance) between the axis and its flanks;
 * - STEADY: the contrast at least this many times its spread along the line;
 * - COVER, ALONG_SHARE: at least COVER of the samples show ALONG_SHARE of the mean contrast
 *   (the line runs along all of the reach, not a short blade or stone edge lined up by chance);
 * - FLANKS: the two flanks differ by at most this share of the contrast;
 * - BEND: the two sides' own best directions (each turned by up to TURNS degrees) differ by at
 *   most this many degrees (a straight line, not the chord of a curved rim or highlight);
 * - (a fill that already shows the line keeps its copy: `fillShowsLine`);
 * - STAND_OUT: no parallel line beside it within 8 px shows more than 1 / STAND_OUT of its
 *   contrast (with 1.5, the table's wood grain was repainted across `stroke-leakage.test.ts`'s
 *   stroke: leakage 0.034 -> 0.042).
 */
const MIN_CONTRAST = 14;
const STEADY = 2;
const COVER = 0.9;
const ALONG_SHARE = 0.3;
const FLANKS = 1;
const BEND = 1;
const TURNS = 10;
const STAND_OUT = 2;

/** One side's mean contrast (luminance, axis minus flanks). */
interface Side {
  mean: number;
}

/**
 * Continues straight thin lines (a pole, a wire, a joint: brighter or darker than the pixels
 * either side of them) that enter the hole and leave it again in line: a matched filter along
 * every direction from every known pixel next to the hole finds lines whose contrast is strong
 * and steady over REACH pixels on both sides; each is then painted across the hole as its own
 * profile across the line (measured outside, per channel, blended from one side's to the
 * other's) over the fill's background beside it. Changes only hole pixels.
 */
export function continueThinLines(level: Level): void {
  const lines = findThinLines(level);
  const snapshot = level.image.slice();
  const painted = lines.filter((line) => !fillShowsLine(level, line));
  for (const line of painted) paintLine(level, snapshot, line, REACH);
}

/** Lines found from every border pixel and direction, one per line (strongest first), refined and tested. */
function findThinLines(level: Level): ThinLine[] {
  const { width, height, hole } = level;
  const luma = lumaPlane(level);
  const candidates: ThinLine[] = [];
  const cos = new Float32Array(ANGLES);
  const sin = new Float32Array(ANGLES);
  for (let a = 0; a < ANGLES; a++) {
    cos[a] = Math.cos((2 * Math.PI * a) / ANGLES);
    sin[a] = Math.sin((2 * Math.PI * a) / ANGLES);
  }
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      if (hole[p] || !(hole[p - 1] || hole[p + 1] || hole[p - width] || hole[p + width])) continue;
      for (let a = 0; a < ANGLES; a++) {
        const dx = cos[a];
        const dy = sin[a];
        // The line must go into the hole from here.
        const ix = Math.round(x + 1.5 * dx);
        const iy = Math.round(y + 1.5 * dy);
        if (ix < 0 || iy < 0 || ix >= width || iy >= height || !hole[iy * width + ix]) continue;
        for (const half of HALF_WIDTHS) {
          const near = sideResponse(luma, width, height, hole, x, y, -dx, -dy, half);
          if (!near) continue;
          const exit = holeExit(hole, width, height, x, y, dx, dy);
          if (!exit) continue;
          const far = sideResponse(luma, width, height, hole, exit[0], exit[1], dx, dy, half);
          if (!far || Math.sign(far.mean) !== Math.sign(near.mean)) continue;
          const score = Math.min(Math.abs(near.mean), Math.abs(far.mean));
          candidates.push({ ax: x, ay: y, bx: exit[0], by: exit[1], dx, dy, half, score, contrast: Math.sign(near.mean) * score });
        }
      }
    }
  }
  candidates.sort((u, v) => v.score - u.score);
  const chosen: ThinLine[] = [];
  for (const line of candidates) {
    const same = chosen.some((other) => {
      const parallel = Math.abs(line.dx * other.dx + line.dy * other.dy);
      const apart = Math.abs((line.ax - other.ax) * -other.dy + (line.ay - other.ay) * other.dx);
      return parallel > Math.cos((12 * Math.PI) / 180) && apart < line.half + other.half + 3;
    });
    if (!same) chosen.push(line);
  }
  return chosen.map((line) => refineLine(luma, level, line)).filter((line) => straight(luma, level, line) && standsOut(luma, level, line));
}

/**
 * The line moved across by up to 1 px and turned by up to 2 degrees (about its first border
 * point) to where its contrast on both sides is largest: the search above steps 2 degrees from
 * whole pixels, enough to find a line but not to paint it on its axis.
 */
function refineLine(luma: Float32Array, level: Level, line: ThinLine): ThinLine {
  const { width, height, hole } = level;
  let best = line;
  let bestScore = -1;
  const angle = Math.atan2(line.dy, line.dx);
  for (let turn = -2; turn <= 2; turn += 0.5) {
    const dx = Math.cos(angle + (turn * Math.PI) / 180);
    const dy = Math.sin(angle + (turn * Math.PI) / 180);
    for (let shift = -1; shift <= 1; shift += 0.25) {
      const ax = line.ax - dy * shift;
      const ay = line.ay + dx * shift;
      const near = sideResponse(luma, width, height, hole, ax, ay, -dx, -dy, line.half, false);
      if (!near) continue;
      const exit = holeExit(hole, width, height, ax, ay, dx, dy);
      if (!exit) continue;
      const far = sideResponse(luma, width, height, hole, exit[0], exit[1], dx, dy, line.half, false);
      if (!far || Math.sign(far.mean) !== Math.sign(near.mean)) continue;
      const score = Math.abs(near.mean) + Math.abs(far.mean);
      if (score > bestScore) {
        bestScore = score;
        best = { ...line, ax, ay, bx: exit[0], by: exit[1], dx, dy };
      }
    }
  }
  return best;
}

/**
 * True when each side, turned on its own about its border point, is seen best along the same
 * direction (within BEND degrees): a straight line, not the chord of a curved rim or highlight
 * (a curve's two ends turn opposite ways from its chord).
 */
function straight(luma: Float32Array, level: Level, line: ThinLine): boolean {
  const { width, height, hole } = level;
  const angle = Math.atan2(line.dy, line.dx);
  const bestTurn = (x: number, y: number, sign: number) => {
    let best = 0;
    let bestScore = -1;
    for (let turn = -TURNS; turn <= TURNS; turn++) {
      const a = angle + (turn * Math.PI) / 180;
      const side = sideResponse(luma, width, height, hole, x, y, sign * Math.cos(a), sign * Math.sin(a), line.half, false);
      if (side && side.mean * line.contrast > 0 && Math.abs(side.mean) > bestScore) {
        bestScore = Math.abs(side.mean);
        best = turn;
      }
    }
    return best;
  };
  return Math.abs(bestTurn(line.ax, line.ay, -1) - bestTurn(line.bx, line.by, 1)) <= BEND;
}

/**
 * True when no parallel line a few pixels beside it (band + 1..8 px either way) shows as much
 * as 1 / STAND_OUT of its contrast, same sign, on both sides: a lone structure (a pole, a wire),
 * not one line of a grain (wood, fabric) that the texture fill already reproduces as texture.
 */
function standsOut(luma: Float32Array, level: Level, line: ThinLine): boolean {
  const { width, height, hole } = level;
  const band = line.half + 1.5;
  for (const sign of [-1, 1]) {
    for (let step = 1; step <= 8; step++) {
      const shift = sign * (band + step);
      const ox = -line.dy * shift;
      const oy = line.dx * shift;
      const near = sideResponse(luma, width, height, hole, line.ax + ox, line.ay + oy, -line.dx, -line.dy, line.half, false);
      const far = sideResponse(luma, width, height, hole, line.bx + ox, line.by + oy, line.dx, line.dy, line.half, false);
      if (!near || !far) continue;
      const weaker = Math.sign(near.mean) === Math.sign(line.contrast) && Math.sign(far.mean) === Math.sign(line.contrast) ? Math.min(Math.abs(near.mean), Math.abs(far.mean)) : 0;
      if (STAND_OUT * weaker > Math.abs(line.contrast)) return false;
    }
  }
  return true;
}

/**
 * Mean luminance contrast of a line of half-width `half` running from (x, y) along (dx, dy) over
 * known pixels: the axis against each flank (half + 1.5 px to either side). Undefined unless
 * both flanks differ from the axis the same way, the contrast is at least MIN_CONTRAST and
 * STEADY times its spread, and MIN_SEEN of the samples are known.
 */
function sideResponse(
  luma: Float32Array,
  width: number,
  height: number,
  hole: Uint8Array,
  x: number,
  y: number,
  dx: number,
  dy: number,
  half: number,
  strict = true,
): Side | undefined {
  const offset = half + 1.5;
  const nx = -dy * offset;
  const ny = dx * offset;
  let left = 0;
  let right = 0;
  let sumSq = 0;
  let n = 0;
  const responses = new Float32Array(REACH);
  for (let t = 0; t < REACH; t++) {
    const sx = x + dx * t;
    const sy = y + dy * t;
    const on = sample(luma, width, height, hole, sx, sy);
    const l = sample(luma, width, height, hole, sx + nx, sy + ny);
    const r = sample(luma, width, height, hole, sx - nx, sy - ny);
    if (Number.isNaN(on + l + r)) continue;
    left += on - l;
    right += on - r;
    const response = on - (l + r) / 2;
    responses[n] = response;
    sumSq += response * response;
    n++;
    // Give up early on most directions: no line there.
    if (strict && t === 7 && Math.abs(left + right) < n * MIN_CONTRAST) return undefined;
  }
  if (n < MIN_SEEN * REACH) return undefined;
  left /= n;
  right /= n;
  const mean = (left + right) / 2;
  if (!strict) return { mean };
  // Both flanks alike (a line on its background, not a line along a step edge), both darker or both lighter than the axis.
  if (Math.sign(left) !== Math.sign(right) || Math.abs(left - right) > FLANKS * Math.abs(mean)) return undefined;
  const spread = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  if (Math.abs(mean) < MIN_CONTRAST || Math.abs(mean) < STEADY * spread) return undefined;
  // Present along (nearly) all of the reach, not a short blade or stone edge lined up by chance.
  let along = 0;
  for (let i = 0; i < n; i++) if (responses[i] * Math.sign(mean) >= ALONG_SHARE * Math.abs(mean)) along++;
  if (along < COVER * n) return undefined;
  return { mean };
}

/** First known pixel along (dx, dy) from (x, y) after crossing the hole (within 4 x REACH), or undefined. */
function holeExit(hole: Uint8Array, width: number, height: number, x: number, y: number, dx: number, dy: number): [number, number] | undefined {
  let inside = false;
  for (let t = 1; t < 4 * REACH; t += 0.5) {
    const px = Math.round(x + dx * t);
    const py = Math.round(y + dy * t);
    if (px < 0 || py < 0 || px >= width || py >= height) return undefined;
    const isHole = hole[py * width + px] === 1;
    if (isHole) inside = true;
    else if (inside) return [x + dx * t, y + dy * t];
  }
  return undefined;
}

