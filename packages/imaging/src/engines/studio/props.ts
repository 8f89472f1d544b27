/** Simple geometric props painted into the set beside (or behind) the product. */
import { podiumEllipse, type Canvas } from './backdrop';
import { mix, scale, type Rgb } from './colour';
import type { SceneLayout } from './layout';
import { occludeCanvas, occlusionField, type Footprint } from './occlusion';
import type { SceneProp, SceneRecipe } from './recipe-types';

type Shade = (nx: number, ny: number) => number;

/** Fills pixels where `inside` says so, with the colour shaded by the light. */
function fill(canvas: Canvas, box: { x0: number; y0: number; x1: number; y1: number }, inside: (x: number, y: number) => number, colour: Rgb, shade: Shade): void {
  const { width, height, data } = canvas;
  for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(height, Math.ceil(box.y1)); y++) {
    for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(width, Math.ceil(box.x1)); x++) {
      const coverage = inside(x, y);
      if (coverage <= 0) continue;
      const k = shade((x - box.x0) / (box.x1 - box.x0), (y - box.y0) / (box.y1 - box.y0));
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[o + c] = (data[o + c] ?? 0) * (1 - coverage) + (colour[c] ?? 0) * k * coverage;
    }
  }
}

/** Darkens an ellipse softly: the contact shadow of a prop. */
function softShadow(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, strength: number): void {
  fill(canvas, { x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry }, (x, y) => {
    const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
    return d < 1 ? strength * (1 - d) ** 1.5 : 0;
  }, [0, 0, 0], () => 1);
}

/** On a podium set, props stand on the podium's top: x kept within its ellipse. */
function onPodium(layout: SceneLayout, x: number, halfWidth: number): number {
  if (!layout.podium) return x;
  const centre = layout.product.left + layout.product.width / 2;
  const { rx } = podiumEllipse(layout);
  const room = Math.max(0, rx - halfWidth * 1.2);
  return Math.max(centre - room, Math.min(centre + room, x));
}

const edge = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));

export function paintProps(canvas: Canvas, recipe: SceneRecipe, layout: SceneLayout, random: () => number): void {
  // Props are sized by the product's bulk: its height, but no more than 1.5 widths (a candle's
  // spheres stay candle-sized).
  const unit = Math.min(layout.product.height, layout.product.width * 1.5);
  const direction = Math.max(-1, Math.min(1, recipe.light.direction + layout.lightJitter));
  let slot = 0;
  const sideX = (size: number) => {
    const side = slot % 2 === 0 ? layout.propSide : -layout.propSide;
    const step = Math.floor(slot / 2);
    slot++;
    const gap = unit * (0.06 + random() * 0.08) + step * unit * 0.3;
    const productEdge = side < 0 ? layout.product.left : layout.product.left + layout.product.width;
    return productEdge + side * (gap + size);
  };
  // Ambient occlusion where a prop stands on the floor (or the podium's top), painted before the prop.
  const ground = (footprint: Footprint) => occludeCanvas(canvas, occlusionField(layout, [footprint], recipe.occlusion, layout.podium ? podiumEllipse(layout) : null));
  for (const prop of recipe.props.slice(0, 4)) paintProp(canvas, prop, layout, unit, direction, random, sideX, ground);
}

/** The front edge of a flat base `width` px wide centred on cx, standing on row y. */
const baseLine = (cx: number, y: number, width: number) => Array.from({ length: 9 }, (_, i) => ({ x: cx - width / 2 + (i / 8) * width, y }));

function paintProp(
  canvas: Canvas,
  prop: SceneProp,
  layout: SceneLayout,
  unit: number,
  direction: number,
  random: () => number,
  sideX: (size: number) => number,
  ground: (footprint: Footprint) => void,
): void {
  const k = Math.min(1.5, Math.max(0.4, prop.strength));
  const floorY = layout.contactY - unit * 0.03;
  switch (prop.kind) {
    case 'sphere': {
      const count = k > 1.2 ? 2 : 1;
      for (let i = 0; i < count; i++) {
        const r = unit * (0.09 + random() * 0.06) * k;
        const cx = onPodium(layout, sideX(r), r);
        const cy = floorY - r - i * unit * 0.01;
        softShadow(canvas, cx + direction * -r * 0.4, floorY, r * 1.3, r * 0.28, 0.45);
        // A sphere shades the floor around its contact point out to about twice its radius.
        ground({ contact: [{ x: cx, y: floorY }], baseWidth: 0, reach: r * 2.2 });
        fill(canvas, { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }, (x, y) => edge(Math.hypot(x - cx, y - cy) - r), prop.colour, (nx, ny) => {
          const lx = nx * 2 - 1 + direction * 0.6;
          const ly = ny * 2 - 1 + 0.55;
          const lambert = Math.max(0, 1 - Math.hypot(lx, ly) * 0.55);
          return 0.55 + 0.6 * lambert + (Math.hypot(lx + 0.1, ly + 0.1) < 0.18 ? 0.25 : 0);
        });
      }
      return;
    }
    case 'cylinder':
    case 'cube': {
      const w = unit * (0.16 + random() * 0.08) * k;
      const h = unit * (0.14 + random() * 0.22) * k;
      const cx = onPodium(layout, sideX(w / 2), w / 2);
      softShadow(canvas, cx - direction * w * 0.3, floorY, w * 0.85, w * 0.14, 0.5);
      ground({ contact: baseLine(cx, floorY, w), baseWidth: w, reach: w * 0.5 });
      const rim = prop.kind === 'cylinder' ? w * 0.14 : w * 0.18;
      const topY = floorY - h;
      fill(canvas, { x0: cx - w / 2, y0: topY, x1: cx + w / 2, y1: floorY }, (x, y) => (Math.abs(x - cx) <= w / 2 && y >= topY ? 1 : 0), prop.colour, (nx) =>
        prop.kind === 'cylinder' ? 0.6 + 0.38 * Math.sin(nx * Math.PI) - 0.15 * direction * (nx - 0.5) : nx < 0.5 === direction < 0 ? 0.95 : 0.72,
      );
      fill(canvas, { x0: cx - w / 2, y0: topY - rim, x1: cx + w / 2, y1: topY + rim }, (x, y) => {
        if (prop.kind === 'cylinder') return edge((Math.hypot((x - cx) / (w / 2), (y - topY) / rim) - 1) * rim);
        return Math.abs(y - topY) <= rim && Math.abs(x - cx + (y - topY) * 0.6) <= w / 2 ? 1 : 0;
      }, prop.colour, () => 1.1);
      return;
    }
    case 'arch': {
      // An arch shape on the wall behind the product, a lighter or darker tone of the wall.
      const cx = layout.product.left + layout.product.width / 2 + (random() - 0.5) * unit * 0.1;
      const w = Math.min(layout.width * 0.8, layout.product.width * 1.6 + unit * 0.3);
      const bottom = layout.horizon;
      const top = Math.max(layout.height * 0.06, bottom - unit * 1.3);
      const r = w / 2;
      fill(canvas, { x0: cx - r, y0: top, x1: cx + r, y1: bottom }, (x, y) => {
        const d = y < top + r ? Math.hypot(x - cx, y - (top + r)) - r : Math.abs(x - cx) - r;
        return edge(d);
      }, prop.colour, (nx) => 0.92 + 0.1 * (direction < 0 ? 1 - nx : nx));
      return;
    }
    case 'heart': {
      const count = Math.round(2 * k);
      for (let i = 0; i < count; i++) {
        const s = unit * (0.08 + random() * 0.06) * k;
        const cx = sideX(s);
        const cy = floorY - s * (1.2 + random() * 2.2);
        fill(canvas, { x0: cx - s * 1.2, y0: cy - s * 1.1, x1: cx + s * 1.2, y1: cy + s * 1.3 }, (x, y) => {
          const hx = (x - cx) / s;
          const hy = -(y - cy) / s;
          const f = (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy ** 3;
          return f <= 0 ? 1 : 0;
        }, prop.colour, (nx, ny) => 0.75 + 0.35 * (1 - Math.hypot(nx - 0.35 + direction * 0.1, ny - 0.3)));
      }
      return;
    }
    case 'confetti': {
      const count = Math.round(60 * k);
      const palette: Rgb[] = [prop.colour, mix(prop.colour, [255, 255, 255], 0.5), [230, 230, 235], scale(prop.colour, 0.7)];
      for (let i = 0; i < count; i++) {
        const x = random() * layout.width;
        const y = random() * layout.contactY;
        const s = unit * (0.008 + random() * 0.012);
        const angle = random() * Math.PI;
        const colour = palette[i % palette.length] ?? prop.colour;
        fill(canvas, { x0: x - s * 2, y0: y - s * 2, x1: x + s * 2, y1: y + s * 2 }, (px, py) => {
          const dx = (px - x) * Math.cos(angle) + (py - y) * Math.sin(angle);
          const dy = -(px - x) * Math.sin(angle) + (py - y) * Math.cos(angle);
          return Math.abs(dx) < s * 1.6 && Math.abs(dy) < s * 0.7 ? 0.9 : 0;
        }, colour, () => 1);
      }
      return;
    }
    case 'leaves':
      paintLeafShadows(canvas, layout, prop.strength, random);
      return;
    case 'sun': {
      const sx = layout.propSide > 0 ? layout.width * 0.82 : layout.width * 0.18;
      const sy = layout.horizon * 0.35;
      const radius = Math.max(layout.width, layout.height) * 0.5 * k;
      fill(canvas, { x0: sx - radius, y0: sy - radius, x1: sx + radius, y1: sy + radius }, (x, y) => {
        const d = Math.hypot(x - sx, y - sy) / radius;
        return d < 1 ? 0.55 * (1 - d) ** 2 : 0;
      }, prop.colour, () => 1.15);
      return;
    }
  }
}

/** Dappled shadows of palm-like leaves falling across the wall from one side (a "gobo"). */
function paintLeafShadows(canvas: Canvas, layout: SceneLayout, strength: number, random: () => number): void {
  const { width, data } = canvas;
  const side = -layout.propSide;
  const originX = side < 0 ? -width * 0.1 : width * 1.1;
  const originY = -layout.height * 0.1;
  const fronds = 5 + Math.floor(random() * 3);
  const angles = Array.from({ length: fronds }, (_, i) => Math.PI / 2 + side * (0.25 + (i / fronds) * 0.9) + (random() - 0.5) * 0.15);
  const reach = layout.height * 1.1;
  const darkness = 0.32 * Math.min(1.5, strength);
  const spacing = layout.height * 0.03;
  // Soft edges: the leaves stand well in front of the wall.
  const penumbra = layout.height * 0.008;
  // On the wall only: the floor (all of the picture when the camera looks down) keeps its light.
  for (let y = 0; y < Math.min(layout.contactY, layout.horizon); y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - originX;
      const dy = y - originY;
      const distance = Math.hypot(dx, dy);
      if (distance > reach) continue;
      const angle = Math.atan2(dy, dx);
      let shadow = 0;
      for (const frond of angles) {
        // Along the frond (t) and across it (p); leaflets are blades leaving the spine at a slant.
        const t = distance * Math.cos(angle - frond);
        const p = Math.abs(distance * Math.sin(angle - frond));
        if (t <= 0) continue;
        const growth = Math.min(1, t / (reach * 0.35)) * Math.max(0, 1 - t / reach);
        const length = layout.height * 0.13 * growth;
        if (p > length + penumbra) continue;
        const along = t - p * 0.7;
        const nearest = Math.round(along / spacing) * spacing;
        const halfWidth = layout.height * 0.011 * (1 - (p / Math.max(1, length)) ** 2) + (p < layout.height * 0.004 ? layout.height * 0.004 : 0);
        const off = Math.abs(along - nearest);
        shadow = Math.max(shadow, Math.min(1, Math.max(0, (halfWidth - off) / penumbra + 0.5)) * Math.min(1, Math.max(0, (length - p) / penumbra + 0.5)));
      }
      if (shadow <= 0) continue;
      const k = 1 - darkness * shadow * (1 - distance / reach);
      const o = (y * width + x) * 3;
      data[o] = (data[o] ?? 0) * k;
      data[o + 1] = (data[o + 1] ?? 0) * k;
      data[o + 2] = (data[o + 2] ?? 0) * k;
    }
  }
}
