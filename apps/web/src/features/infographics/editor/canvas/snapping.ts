import type { Rect } from '@vitrina/editor-core';

/** Screen distance within which a dragged box snaps to a guide. */
export const SNAP_DISTANCE_PX = 6;

export interface SnapResult {
  /** Correction to add to the dragged position (card px). */
  dx: number;
  dy: number;
  /** Guide lines to draw: x positions of vertical lines, y positions of horizontal ones. */
  vertical: number[];
  horizontal: number[];
}

const xLines = (rect: Rect) => [rect.left, (rect.left + rect.right) / 2, rect.right];
const yLines = (rect: Rect) => [rect.top, (rect.top + rect.bottom) / 2, rect.bottom];

/** The smallest correction that lines one of `moving` up with one of `targets`, if within `threshold`. */
function nearest(moving: number[], targets: number[], threshold: number): { delta: number; line: number } | null {
  let best: { delta: number; line: number } | null = null;
  for (const line of targets) {
    for (const edge of moving) {
      const delta = line - edge;
      if (Math.abs(delta) <= threshold && (best === null || Math.abs(delta) < Math.abs(best.delta))) best = { delta, line };
    }
  }
  return best;
}

/**
 * Snaps a dragged box (its drawn bounds) to the canvas edges and centre and to the edges and
 * centres of `others`, independently on each axis, when one lies within `threshold` card px.
 */
export function snapBox(moving: Rect, canvas: { width: number; height: number }, others: readonly Rect[], threshold: number): SnapResult {
  const targets = [{ left: 0, top: 0, right: canvas.width, bottom: canvas.height }, ...others];
  const x = nearest(xLines(moving), targets.flatMap(xLines), threshold);
  const y = nearest(yLines(moving), targets.flatMap(yLines), threshold);
  return { dx: x?.delta ?? 0, dy: y?.delta ?? 0, vertical: x ? [x.line] : [], horizontal: y ? [y.line] : [] };
}
