/**
 * Gradients with CSS semantics, so the web app can preview them with `linear-gradient()` /
 * `radial-gradient()` and get the same picture: colours interpolate in sRGB between stops,
 * angles follow CSS (0 = towards the top, 90 = towards the right). A deterministic sub-LSB
 * dither breaks the 8-bit banding that soft studio gradients otherwise show.
 */
import type { Raster } from '../../raster';
import { parseHexColour, type Rgb } from '../shadow/colour';

export interface GradientStop {
  /** Position along the gradient, 0..1. */
  offset: number;
  /** '#rrggbb'. */
  color: string;
}

interface ResolvedStop {
  offset: number;
  rgb: Rgb;
}

export function resolveStops(stops: readonly GradientStop[]): ResolvedStop[] {
  if (stops.length < 2) throw new RangeError('A gradient needs at least two stops');
  return stops
    .map((stop) => {
      if (!Number.isFinite(stop.offset) || stop.offset < 0 || stop.offset > 1) throw new RangeError(`Gradient stop offsets must be 0..1, got ${stop.offset}`);
      return { offset: stop.offset, rgb: parseHexColour(stop.color) };
    })
    .sort((a, b) => a.offset - b.offset);
}

/** A 1024-entry colour table along the gradient (t = 0..1), in floats. */
function gradientTable(stops: readonly ResolvedStop[]): Float32Array {
  const size = 1024;
  const table = new Float32Array(size * 3);
  for (let i = 0; i < size; i++) {
    const t = i / (size - 1);
    let upper = stops.findIndex((stop) => stop.offset >= t);
    if (upper < 0) upper = stops.length - 1;
    const lower = Math.max(0, upper - 1);
    const a = stops[lower];
    const b = stops[upper];
    const span = b.offset - a.offset;
    const mix = span > 0 ? Math.min(1, Math.max(0, (t - a.offset) / span)) : t >= b.offset ? 1 : 0;
    for (let c = 0; c < 3; c++) table[i * 3 + c] = a.rgb[c] + (b.rgb[c] - a.rgb[c]) * mix;
  }
  return table;
}

/** Interleaved gradient noise (Jimenez 2014): a cheap, well-spread per-pixel threshold in 0..1. */
export function ditherAt(x: number, y: number): number {
  const inner = 0.06711056 * x + 0.00583715 * y;
  const value = 52.9829189 * (inner - Math.floor(inner));
  return value - Math.floor(value);
}

/** Fills an RGB raster; `rowPositions(y, out)` writes each pixel's position t (0..1) along the gradient for row y. */
export function fillGradient(width: number, height: number, stops: readonly ResolvedStop[], rowPositions: (y: number, out: Float32Array) => void): Raster {
  const table = gradientTable(stops);
  const last = table.length / 3 - 1;
  const data = new Uint8Array(width * height * 3);
  const positions = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    rowPositions(y + 0.5, positions);
    for (let x = 0, o = y * width * 3; x < width; x++, o += 3) {
      const t = positions[x];
      const entry = Math.round((t < 0 ? 0 : t > 1 ? 1 : t) * last) * 3;
      // Dither in -0.5..0.5, then round (+0.5 and truncate), clamped to 0..255.
      const noise = ditherAt(x, y);
      data[o] = Math.min(255, Math.max(0, table[entry] + noise));
      data[o + 1] = Math.min(255, Math.max(0, table[entry + 1] + noise));
      data[o + 2] = Math.min(255, Math.max(0, table[entry + 2] + noise));
    }
  }
  return { width, height, channels: 3, data };
}

/** CSS `linear-gradient(<angle>deg, stops)`: the gradient line crosses the centre and just reaches the corners. */
export function linearGradient(width: number, height: number, angleDegrees: number, stops: readonly GradientStop[]): Raster {
  const radians = (angleDegrees * Math.PI) / 180;
  const dx = Math.sin(radians);
  const dy = -Math.cos(radians);
  const length = Math.abs(width * dx) + Math.abs(height * dy);
  const cx = width / 2;
  const cy = height / 2;
  return fillGradient(width, height, resolveStops(stops), (y, out) => {
    const start = ((0.5 - cx) * dx + (y - cy) * dy) / length + 0.5;
    const step = dx / length;
    for (let x = 0; x < out.length; x++) out[x] = start + x * step;
  });
}

/**
 * CSS `radial-gradient(circle farthest-corner at X% Y%, stops scaled by radius)`: a circle centred at
 * (centerX, centerY) (fractions of the canvas) whose t = 1 lies at `radius` times the distance to the farthest corner.
 */
export function radialGradient(width: number, height: number, centerX: number, centerY: number, radius: number, stops: readonly GradientStop[]): Raster {
  const cx = centerX * width;
  const cy = centerY * height;
  const farthest = Math.max(Math.hypot(cx, cy), Math.hypot(width - cx, cy), Math.hypot(cx, height - cy), Math.hypot(width - cx, height - cy));
  const reach = Math.max(1e-6, farthest * radius);
  return fillGradient(width, height, resolveStops(stops), (y, out) => {
    const dy2 = (y - cy) * (y - cy);
    for (let x = 0; x < out.length; x++) out[x] = Math.sqrt((x + 0.5 - cx) ** 2 + dy2) / reach;
  });
}
