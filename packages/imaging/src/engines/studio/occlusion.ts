/**
 * Ambient occlusion where things stand on the floor (or on the podium's top): the floor next to a
 * base sees less of the sky of light around it, so it is darkest at the contact line and lightens
 * within a short distance that scales with the object. It does not depend on where the key light
 * stands (the cast and contact shadows do). Distances are measured on the floor plane, not on the
 * screen, so the darkening is as deep as it is wide and squashes with the perspective.
 */
import type { Raster } from '../../raster';
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
/** Fall-off distance as a fraction of the base's width (objects with a small base get a short one). */
const REACH_OF_BASE = 0.35;
/** At most this many contact points per object: enough for a smooth edge, cheap per pixel. */
const MAX_CONTACT_POINTS = 48;

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

/** The product's footprint: the lowest opaque pixel of each column of its base (the lowest fifth), placed as laid out. */
export function productFootprint(cutout: Raster, layout: SceneLayout): Footprint {
  const { width, height, data } = cutout;
  const bottoms: Array<{ x: number; bottom: number }> = [];
  for (let x = 0; x < width; x++)
    for (let y = height - 1; y >= 0; y--)
      if ((data[(y * width + x) * 4 + 3] ?? 0) >= 128) {
        bottoms.push({ x, bottom: y });
        break;
      }
  const lowest = Math.max(-1, ...bottoms.map((entry) => entry.bottom));
  const base = bottoms.filter((entry) => entry.bottom >= lowest - height * 0.2);
  const sx = layout.product.width / Math.max(1, width);
  const sy = layout.product.height / Math.max(1, height);
  const step = Math.max(1, Math.ceil(base.length / MAX_CONTACT_POINTS));
  const contact = base.filter((_, i) => i % step === 0 || i === base.length - 1).map((entry) => ({ x: layout.product.left + (entry.x + 0.5) * sx, y: layout.product.top + (entry.bottom + 1) * sy }));
  const first = base[0]?.x ?? 0;
  const last = base[base.length - 1]?.x ?? 0;
  const baseWidth = (last - first + 1) * sx;
  return { contact, baseWidth, reach: REACH_OF_BASE * baseWidth };
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
 * Multipliers that darken the floor around `footprint`. `podiumTop` (rx, ry of the top ellipse in
 * the layout's px) keeps the darkening on the podium's top. `strength` scales OCCLUSION_DEPTH.
 */
export function occlusionField(layout: SceneLayout, footprint: Footprint, strength: number, podiumTop: { rx: number; ry: number } | null = null): OcclusionField | null {
  if (strength <= 0 || footprint.contact.length === 0) return null;
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
  const mask = podiumTop ? podiumTopMask(layout, podiumTop.rx, podiumTop.ry) : () => 1;
  const width = right - left;
  const height = bottom - top;
  const factor = new Float32Array(width * height).fill(1);
  const depth = OCCLUSION_DEPTH * Math.min(1.5, strength);
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++) {
      const inside = mask(x + 0.5, y + 0.5);
      if (inside <= 0) continue;
      const p = floor.map(x + 0.5, y + 0.5);
      let distance = disc ? Math.max(0, Math.hypot(p.X - disc.X, p.Y - disc.Y) - disc.radius) : Infinity;
      for (const q of points) distance = Math.min(distance, Math.hypot(p.X - q.X, p.Y - q.Y));
      if (distance >= reach) continue;
      const near = 1 - distance / reach;
      factor[(y - top) * width + (x - left)] = 1 - depth * near * near * inside;
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
