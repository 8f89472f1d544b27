import { componentBoxes, growBox, type Box } from './mask-ops';

/**
 * Splits a fill mask into independent work regions: each connected part of the mask, grown by a
 * context margin that scales with how thick the part is (thick holes need more texture to copy
 * from), with overlapping regions merged. Work then scales with the holes, not with the image.
 */
export function workRegions(fill: Uint8Array, width: number, height: number): Box[] {
  const grown = componentBoxes(fill, width, height).map((box) => growBox(box, contextMargin(box), width, height));
  // Merge until stable; the counts are small (one per mask blob), so quadratic passes are fine.
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < grown.length && !merged; i++) {
      for (let j = i + 1; j < grown.length; j++) {
        if (!intersects(grown[i], grown[j])) continue;
        grown[i] = union(grown[i], grown[j]);
        grown.splice(j, 1);
        merged = true;
        break;
      }
    }
  }
  return grown;
}

/**
 * Margin in pixels: about 1.5 times the part's half-thickness, within sane bounds. Half the
 * shorter side of its box bounds that thickness from above, and costs nothing to get.
 */
function contextMargin(box: Box): number {
  const halfThickness = Math.min(box.width, box.height) / 2;
  return Math.min(384, Math.max(24, Math.round(1.5 * halfThickness) + 16));
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function union(a: Box, b: Box): Box {
  const x0 = Math.min(a.x, b.x);
  const y0 = Math.min(a.y, b.y);
  const x1 = Math.max(a.x + a.width, b.x + b.width);
  const y1 = Math.max(a.y + a.height, b.y + b.height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
