import type { Rect } from '@vitrina/editor-core';

type Point = { x: number; y: number };

/** The rectangle between two corners, whichever way it was dragged. */
export const rectFromPoints = (a: Point, b: Point): Rect => ({
  left: Math.min(a.x, b.x),
  top: Math.min(a.y, b.y),
  right: Math.max(a.x, b.x),
  bottom: Math.max(a.y, b.y),
});

/** A press that barely moved (within `tolerance` card px) is a click, not a marquee. */
export const isClick = (rect: Rect, tolerance: number) => rect.right - rect.left <= tolerance && rect.bottom - rect.top <= tolerance;
