/**
 * Ambient occlusion where things stand on the floor (or on the podium's top): the floor next to a
 * base sees less of the sky of light around it, so it is darkest at the contact line and lightens
 * within a short distance that scales with the object. It does not depend on where the key light
 * stands (the cast and contact shadows do). Distances are measured on the floor plane, not on the
 * screen, so the darkening is as deep as it is wide and squashes with the perspective.
 */
import type { Canvas } from './backdrop';
import type { SceneLayout } from './layout';

/** Where an object meets the floor, in the pixels of the layout it is used with. */
export interface Footprint {
  /** Screen points of the front of the base (the lowest pixels of the object that touch the floor). */
  contact: Array<{ x: number; y: number }>;
  /** Width of the base in px at its front row: a disc of this diameter stands behind the front; 0 for a point (a sphere). */
  baseWidth: number;
  /** Distance in px (at the front row) over which the darkening fades out. */
  reach: number;
}

/** A multiplier per pixel over a box of the image (1 = untouched). */
export interface OcclusionField {
  left: number;
  top: number;
  width: number;
  height: number;
  factor: Float32Array;
}

/** Darkening right at the contact line, before the recipe's strength. */
export const OCCLUSION_DEPTH = 0.42;

/** The floor plane (or the podium's top) as seen by the layout's camera: px at the product's depth. */
function floorMapper(layout: SceneLayout) {
  const eye = layout.eyeLevel;
  const reference = Math.max(1, layout.contactY - eye);
  const axis = layout.width / 2;
  const depthOf = (y: number) => reference / Math.max(0.5, y - eye);
  return {
    depthOf,
    map: (x: number, y: number) => {
      const z = depthOf(y);
      return { X: (x - axis) * z, Y: (z - 1) * layout.focal };
    },
    /** The image row of floor depth Y (px at the product's depth), clamped below the eye level. */
    rowOf: (Y: number) => {
      const z = 1 + Y / layout.focal;
      return z <= 0 ? Infinity : eye + reference / z;
    },
  };
}

/** Inside the podium's top ellipse (centred on the floor line): 1, outside 0, anti-aliased. */
function podiumTopMask(layout: SceneLayout, rx: number, ry: number) {
  const cx = layout.product.left + layout.product.width / 2;
  return (x: number, y: number) => {
    const f = Math.hypot((x - cx) / rx, (y - layout.contactY) / ry);
    return Math.min(1, Math.max(0, (1 - f) * Math.min(rx, ry) + 0.5));
  };
}

/**
 * Multipliers that darken the floor around the footprints (where two overlap, the darker wins).
 * `podiumTop` (rx, ry of the top ellipse in the layout's px) keeps the darkening on the podium's
 * top. `strength` scales OCCLUSION_DEPTH.
 */
export function occlusionField(layout: SceneLayout, footprints: Footprint[], strength: number, podiumTop: { rx: number; ry: number } | null = null): OcclusionField | null {
  if (strength <= 0) return null;
  const mask = podiumTop ? podiumTopMask(layout, podiumTop.rx, podiumTop.ry) : () => 1;
  const fields = footprints.map((footprint) => footprintField(layout, footprint, OCCLUSION_DEPTH * Math.min(1.5, strength), mask)).filter((field) => field !== null);
  if (fields.length <= 1) return fields[0] ?? null;
  const left = Math.min(...fields.map((field) => field.left));
  const top = Math.min(...fields.map((field) => field.top));
  const width = Math.max(...fields.map((field) => field.left + field.width)) - left;
  const height = Math.max(...fields.map((field) => field.top + field.height)) - top;
  const factor = new Float32Array(width * height).fill(1);
  for (const field of fields)
    for (let y = 0; y < field.height; y++)
      for (let x = 0; x < field.width; x++) {
        const o = (y + field.top - top) * width + (x + field.left - left);
        factor[o] = Math.min(factor[o] ?? 1, field.factor[y * field.width + x] ?? 1);
      }
  return { left, top, width, height, factor };
}

function footprintField(layout: SceneLayout, footprint: Footprint, depth: number, mask: (x: number, y: number) => number): OcclusionField | null {
  if (footprint.contact.length === 0) return null;
  const floor = floorMapper(layout);
  const front = Math.max(...footprint.contact.map((point) => point.y));
  const frontDepth = floor.depthOf(front);
  const reach = Math.max(1, footprint.reach * frontDepth);
  const radius = (footprint.baseWidth * frontDepth) / 2;
  const points = footprint.contact.map((point) => floor.map(point.x, point.y));
  const xs = footprint.contact.map((point) => point.x);
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const disc = radius > 0 ? { ...floor.map(centreX, front), radius } : null;
  if (disc) disc.Y += radius;
  const nearest = Math.min(...points.map((p) => p.Y));
  // Rows from the far edge of the footprint plus the reach down to the reach in front of it.
  const top = Math.max(0, Math.floor(floor.rowOf(Math.max(...points.map((p) => p.Y)) + 2 * radius + reach)), Math.ceil(layout.eyeLevel + 1));
  const bottom = Math.min(layout.height, Math.ceil(floor.rowOf(nearest - reach)) + 1);
  // The nearest rows show a floor distance largest on screen.
  const screenReach = reach / Math.max(1e-3, floor.depthOf(bottom));
  const left = Math.max(0, Math.floor(Math.min(...xs) - screenReach - 2));
  const right = Math.min(layout.width, Math.ceil(Math.max(...xs) + screenReach + 2));
  if (bottom <= top || right <= left) return null;
  const width = right - left;
  const height = bottom - top;
  const factor = new Float32Array(width * height).fill(1);
  for (let y = top; y < bottom; y++) {
    // One row is one floor depth: only the points within reach of it count, and only over their span.
    const z = floor.depthOf(y + 0.5);
    const Y = (z - 1) * layout.focal;
    const active = points.filter((q) => Math.abs(q.Y - Y) < reach);
    const discNear = disc !== null && Math.abs(disc.Y - Y) < disc.radius + reach;
    if (active.length === 0 && !discNear) continue;
    let low = Infinity;
    let high = -Infinity;
    for (const q of active) {
      low = Math.min(low, q.X - reach);
      high = Math.max(high, q.X + reach);
    }
    if (disc && discNear) {
      low = Math.min(low, disc.X - disc.radius - reach);
      high = Math.max(high, disc.X + disc.radius + reach);
    }
    const axis = layout.width / 2;
    const x0 = Math.max(left, Math.floor(low / z + axis - 1));
    const x1 = Math.min(right, Math.ceil(high / z + axis + 1));
    for (let x = x0; x < x1; x++) {
      const inside = mask(x + 0.5, y + 0.5);
      if (inside <= 0) continue;
      const X = (x + 0.5 - axis) * z;
      let distance = disc && discNear ? Math.max(0, Math.hypot(X - disc.X, Y - disc.Y) - disc.radius) : Infinity;
      for (const q of active) distance = Math.min(distance, Math.hypot(X - q.X, Y - q.Y));
      if (distance >= reach) continue;
      const near = 1 - distance / reach;
      factor[(y - top) * width + (x - left)] = 1 - depth * near * near * inside;
    }
  }
  return { left, top, width, height, factor };
}

/** The field's multiplier at (x, y); 1 outside it. */
export function occlusionAt(field: OcclusionField | null, x: number, y: number): number {
  if (!field) return 1;
  const fx = x - field.left;
  const fy = y - field.top;
  if (fx < 0 || fy < 0 || fx >= field.width || fy >= field.height) return 1;
  return field.factor[fy * field.width + fx] ?? 1;
}

/** Darkens a painted canvas (float RGB) by the field: the props' occlusion, painted before the props. */
export function occludeCanvas(canvas: Canvas, field: OcclusionField | null): void {
  if (!field) return;
  for (let y = field.top; y < Math.min(canvas.height, field.top + field.height); y++)
    for (let x = field.left; x < Math.min(canvas.width, field.left + field.width); x++) {
      const k = field.factor[(y - field.top) * field.width + (x - field.left)] ?? 1;
      if (k === 1) continue;
      const o = (y * canvas.width + x) * 3;
      for (let c = 0; c < 3; c++) canvas.data[o + c] = (canvas.data[o + c] ?? 0) * k;
    }
}
