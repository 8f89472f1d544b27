import type { EditorElement } from '@vitrina/editor-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Texts, badges and stickers may cover at most this share of their box with the product. */
export const MAX_PRODUCT_OVERLAP = 0.04;
/** Room left between a moved element and the product, and the canvas edge (canvas pixels). */
const GAP = 12;
/** Shapes larger than this share of the canvas are backgrounds: they stay and never carry texts. */
const BACKGROUND_SHARE = 0.5;
/** The product is scaled down in these steps, no further than this, when moving is not enough. */
const SHRINK_STEP = 0.05;
const MIN_PRODUCT_SCALE = 0.5;

const area = (box: Box) => Math.max(0, box.width) * Math.max(0, box.height);

function intersection(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The share of `box` that `other` covers (0 for an empty box). */
export const overlapShare = (box: Box, other: Box) => (area(box) > 0 ? intersection(box, other) / area(box) : 0);

/** The axis-aligned box around an element turned about its centre. */
export function outerBox(element: Pick<EditorElement, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Box {
  const radians = (element.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = element.width * cos + element.height * sin;
  const height = element.width * sin + element.height * cos;
  return { x: element.x + element.width / 2 - width / 2, y: element.y + element.height / 2 - height / 2, width, height };
}

const union = (boxes: Box[]): Box => {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
};

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 2 && inner.y >= outer.y - 2 && inner.x + inner.width <= outer.x + outer.width + 2 && inner.y + inner.height <= outer.y + outer.height + 2;

const shift = (box: Box, dx: number, dy: number): Box => ({ ...box, x: box.x + dx, y: box.y + dy });

/** A text, badge or sticker, with the small shapes or stickers it sits on (a label's pill moves with it). */
interface Group {
  ids: string[];
  box: Box;
}

const isAvoider = (element: EditorElement) => element.type === 'sticker' || element.type === 'badge' || (element.type === 'text' && element.text.trim() !== '');

function groupsOf(elements: EditorElement[], canvas: { width: number; height: number }): Group[] {
  const small = (element: EditorElement) => area(element) < canvas.width * canvas.height * BACKGROUND_SHARE;
  const members = elements.filter((element) => !element.hidden && element.width > 0 && element.height > 0 && (isAvoider(element) || (element.type === 'shape' && small(element))));
  // Union-find: an element inside a small shape or sticker goes where that plate goes.
  const parent = new Map(members.map((element) => [element.id, element.id]));
  const root = (id: string): string => {
    const up = parent.get(id) ?? id;
    return up === id ? id : root(up);
  };
  for (const plate of members.filter((element) => (element.type === 'shape' || element.type === 'sticker') && small(element)))
    for (const member of members)
      if (member !== plate && contains(outerBox(plate), outerBox(member))) parent.set(root(member.id), root(plate.id));
  const components = new Map<string, EditorElement[]>();
  for (const member of members) components.set(root(member.id), [...(components.get(root(member.id)) ?? []), member]);
  return [...components.values()].filter((component) => component.some(isAvoider)).map((component) => ({ ids: component.map((element) => element.id), box: union(component.map(outerBox)) }));
}

const inside = (box: Box, canvas: { width: number; height: number }) => box.x >= 0 && box.y >= 0 && box.x + box.width <= canvas.width && box.y + box.height <= canvas.height;

/** Where a group could go instead: just outside each side of the product, kept on the canvas. */
function candidates(box: Box, product: Box, canvas: { width: number; height: number }): Array<{ dx: number; dy: number }> {
  const clampX = (x: number) => Math.min(Math.max(x, GAP), canvas.width - box.width - GAP) - box.x;
  const clampY = (y: number) => Math.min(Math.max(y, GAP), canvas.height - box.height - GAP) - box.y;
  const left = { dx: product.x - GAP - box.width - box.x, dy: 0 };
  const right = { dx: product.x + product.width + GAP - box.x, dy: 0 };
  const above = { dx: 0, dy: product.y - GAP - box.height - box.y };
  const below = { dx: 0, dy: product.y + product.height + GAP - box.y };
  // Along each side, also the position nudged back onto the canvas the other way.
  const sides = [left, right, above, below].flatMap((side) => [side, { dx: side.dx === 0 ? clampX(box.x) : side.dx, dy: side.dy === 0 ? clampY(box.y) : side.dy }]);
  // The corners diagonally off the product, for boxes too large to fit beside a side.
  const corners = [left, right].flatMap((horizontal) => [above, below].map((vertical) => ({ dx: horizontal.dx, dy: vertical.dy })));
  return [...sides, ...corners];
}

export interface ProductLayout {
  /** New top-left corners of the elements that move (texts, badges, stickers and their plates). */
  moves: Map<string, { x: number; y: number }>;
  /** The product element's new box when it had to be scaled down; null when it stays. */
  productBox: Box | null;
}

/**
 * Keeps texts, badges and stickers off the product: each one covering more than
 * MAX_PRODUCT_OVERLAP of its box with the product's visible box moves (with the shapes it sits
 * on) the shortest way to free space beside the product on the canvas, not onto another text;
 * when some cannot move, the product is scaled down about its centre until they fit.
 */
export function avoidProduct(elements: EditorElement[], canvas: { width: number; height: number }, productId: string, productVisual: Box): ProductLayout {
  const product = elements.find((element) => element.id === productId);
  const groups = groupsOf(
    elements.filter((element) => element.id !== productId),
    canvas,
  );
  const covering = (group: Group, visual: Box) => overlapShare(group.box, visual) > MAX_PRODUCT_OVERLAP;

  /** Places the covering groups against `visual`; null when one finds no place. */
  const place = (visual: Box): Map<Group, { dx: number; dy: number }> | null => {
    const placed = new Map<Group, { dx: number; dy: number }>();
    const settled = groups.filter((group) => !covering(group, visual)).map((group) => group.box);
    for (const group of groups.filter((candidate) => covering(candidate, visual))) {
      const options = candidates(group.box, visual, canvas)
        .map((move) => ({ move, box: shift(group.box, move.dx, move.dy) }))
        .filter(({ box }) => inside(box, canvas) && overlapShare(box, visual) <= MAX_PRODUCT_OVERLAP && settled.every((other) => overlapShare(box, other) <= MAX_PRODUCT_OVERLAP))
        .sort((a, b) => Math.hypot(a.move.dx, a.move.dy) - Math.hypot(b.move.dx, b.move.dy));
      const best = options[0];
      if (!best) return null;
      placed.set(group, best.move);
      settled.push(best.box);
    }
    return placed;
  };

  for (let scale = 1; scale >= MIN_PRODUCT_SCALE - 1e-9; scale -= SHRINK_STEP) {
    const cx = productVisual.x + productVisual.width / 2;
    const cy = productVisual.y + productVisual.height / 2;
    const visual = { x: cx - (productVisual.width * scale) / 2, y: cy - (productVisual.height * scale) / 2, width: productVisual.width * scale, height: productVisual.height * scale };
    const placed = place(visual);
    if (!placed) continue;
    const moves = new Map<string, { x: number; y: number }>();
    for (const [group, move] of placed)
      for (const id of group.ids) {
        const element = elements.find((candidate) => candidate.id === id);
        if (element) moves.set(id, { x: Math.round(element.x + move.dx), y: Math.round(element.y + move.dy) });
      }
    const productBox =
      scale < 1 && product
        ? {
            x: Math.round(cx + (product.x - cx) * scale),
            y: Math.round(cy + (product.y - cy) * scale),
            width: Math.round(product.width * scale),
            height: Math.round(product.height * scale),
          }
        : null;
    return { moves, productBox };
  }
  return { moves: new Map(), productBox: null };
}

/** The visible part of a picture fitted whole ("contain") into its element's box, centred. */
export function containedBox(slot: Box, picture: { width: number; height: number }): Box {
  if (picture.width <= 0 || picture.height <= 0) return slot;
  const scale = Math.min(slot.width / picture.width, slot.height / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  return { x: slot.x + (slot.width - width) / 2, y: slot.y + (slot.height - height) / 2, width, height };
}
