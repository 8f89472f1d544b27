import type { Level } from './pyramid';
import { known, lumaPlane, sample, sampleColour } from './line-sampling';

/** A fill that already shows this share of the line's contrast along its axis keeps its copy (brick's mortar: 0.7 repainted it, -0.12 dB). */
const HELD = 0.5;

/** A straight thin line seen on both sides of the hole: from border point (ax, ay) along (dx, dy) to (bx, by). */
export interface ThinLine {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  dx: number;
  dy: number;
  half: number;
  score: number;
  /** Signed luminance contrast of the weaker side. */
  contrast: number;
}

/**
 * True when the fill already carries the line across the hole (a brick's mortar joint copied
 * from the next course): its contrast along the axis inside the hole is at least HELD of the
 * weaker side's outside, same sign. Such a copy places the line better than a repainted one.
 */
export function fillShowsLine(level: Level, line: ThinLine): boolean {
  const { width, height } = level;
  const luma = lumaPlane(level);
  const none = new Uint8Array(width * height);
  const length = (line.bx - line.ax) * line.dx + (line.by - line.ay) * line.dy;
  const offset = line.half + 1.5;
  let sum = 0;
  let n = 0;
  for (let t = 1; t < length; t++) {
    const x = line.ax + line.dx * t;
    const y = line.ay + line.dy * t;
    const on = sample(luma, width, height, none, x, y);
    const l = sample(luma, width, height, none, x - line.dy * offset, y + line.dx * offset);
    const r = sample(luma, width, height, none, x + line.dy * offset, y - line.dx * offset);
    if (Number.isNaN(on + l + r)) continue;
    sum += on - (l + r) / 2;
    n++;
  }
  return n > 0 && (Math.sign(sum) === Math.sign(line.contrast) && Math.abs(sum / n) >= HELD * Math.abs(line.contrast));
}

/**
 * Paints the line across the hole: each hole pixel within half + 1.5 px of its axis between the
 * two border points whose flanks in the fill are alike (FLANKS, as outside) takes the background beside it in the current fill (the mean of the two
 * flank pixels, `snapshot`) plus the line's profile at its distance from the axis, measured
 * outside the hole on each side and blended along the line.
 */
export function paintLine(level: Level, snapshot: Uint8Array, line: ThinLine, reach: number): void {
  const { width, height, channels: c, image, hole } = level;
  const band = line.half + 1.5;
  const flank = band + 1;
  const steps = Math.round(4 * band) + 1;
  const near = lineProfile(level, line.ax, line.ay, -line.dx, -line.dy, band, flank, steps, reach);
  const far = lineProfile(level, line.bx, line.by, line.dx, line.dy, band, flank, steps, reach);
  const length = (line.bx - line.ax) * line.dx + (line.by - line.ay) * line.dy;
  const nx = -line.dy;
  const ny = line.dx;
  const x0 = Math.max(0, Math.floor(Math.min(line.ax, line.bx) - band - 1));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(line.ax, line.bx) + band + 1));
  const y0 = Math.max(0, Math.floor(Math.min(line.ay, line.by) - band - 1));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(line.ay, line.by) + band + 1));
  const left = new Float32Array(c);
  const right = new Float32Array(c);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const p = y * width + x;
      if (!hole[p]) continue;
      const along = (x - line.ax) * line.dx + (y - line.ay) * line.dy;
      const across = (x - line.ax) * nx + (y - line.ay) * ny;
      if (along < -band || along > length + band || Math.abs(across) > band) continue;
      const u = Math.min(1, Math.max(0, along / Math.max(1, length)));
      const fs = ((across + band) / (2 * band)) * (steps - 1);
      const i0 = Math.min(steps - 2, Math.floor(fs));
      const w = fs - i0;
      sampleColour(snapshot, width, height, c, x + nx * flank, y + ny * flank, left);
      sampleColour(snapshot, width, height, c, x - nx * flank, y - ny * flank, right);
      for (let k = 0; k < c; k++) {
        const profile = (1 - u) * ((1 - w) * near[i0 * c + k] + w * near[(i0 + 1) * c + k]) + u * ((1 - w) * far[i0 * c + k] + w * far[(i0 + 1) * c + k]);
        image[p * c + k] = Math.max(0, Math.min(255, Math.round((left[k] + right[k]) / 2 + profile)));
      }
    }
  }
}

/** Per channel, the mean of colour minus the flanks' mean at `steps` distances across the line (-band..band), over `reach` known samples. */
function lineProfile(level: Level, x: number, y: number, dx: number, dy: number, band: number, flank: number, steps: number, reach: number): Float32Array {
  const { width, height, channels: c, image, hole } = level;
  const profile = new Float32Array(steps * c);
  const counts = new Float32Array(steps);
  const left = new Float32Array(c);
  const right = new Float32Array(c);
  const at = new Float32Array(c);
  const nx = -dy;
  const ny = dx;
  for (let t = 0; t < reach; t++) {
    const sx = x + dx * t;
    const sy = y + dy * t;
    if (!known(hole, width, height, sx + nx * flank, sy + ny * flank) || !known(hole, width, height, sx - nx * flank, sy - ny * flank)) continue;
    sampleColour(image, width, height, c, sx + nx * flank, sy + ny * flank, left);
    sampleColour(image, width, height, c, sx - nx * flank, sy - ny * flank, right);
    for (let i = 0; i < steps; i++) {
      const s = -band + (2 * band * i) / (steps - 1);
      if (!known(hole, width, height, sx + nx * s, sy + ny * s)) continue;
      sampleColour(image, width, height, c, sx + nx * s, sy + ny * s, at);
      for (let k = 0; k < c; k++) profile[i * c + k] += at[k] - (left[k] + right[k]) / 2;
      counts[i]++;
    }
  }
  for (let i = 0; i < steps; i++) for (let k = 0; k < c; k++) profile[i * c + k] /= Math.max(1, counts[i]);
  return profile;
}
