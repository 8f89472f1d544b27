import type { EditorElement } from '../schema/elements';

/** An axis-aligned rectangle. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The axis-aligned box around an element as drawn (its rotation about the box centre included). */
export function elementBounds(element: Pick<EditorElement, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Rect {
  const radians = (element.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (element.width * cos + element.height * sin) / 2;
  const halfHeight = (element.width * sin + element.height * cos) / 2;
  const centreX = element.x + element.width / 2;
  const centreY = element.y + element.height / 2;
  return { left: centreX - halfWidth, top: centreY - halfHeight, right: centreX + halfWidth, bottom: centreY + halfHeight };
}

/** The smallest rectangle holding all of `rects` (null for none). */
export function unionRect(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  return rects.reduce((all, rect) => ({
    left: Math.min(all.left, rect.left),
    top: Math.min(all.top, rect.top),
    right: Math.max(all.right, rect.right),
    bottom: Math.max(all.bottom, rect.bottom),
  }));
}

/** Whether `inner` lies entirely inside `outer`. */
export const containsRect = (outer: Rect, inner: Rect) => inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;

/** Whether two rectangles overlap (touching counts). */
export const intersectsRect = (a: Rect, b: Rect) => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
