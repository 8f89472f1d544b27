import { clampZoom, type View } from './viewport';

export interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The view after two fingers moved from `from` to `to` (stage px): the card point under the fingers'
 * middle follows the middle (pan) and the zoom scales with the distance between the fingers (pinch).
 */
export function pinchView(view: View, from: readonly [Point, Point], to: readonly [Point, Point]): View {
  const before = distance(from[0], from[1]);
  const after = distance(to[0], to[1]);
  const zoom = before > 0 ? clampZoom(view.zoom * (after / before)) : view.zoom;
  const start = middle(from[0], from[1]);
  const end = middle(to[0], to[1]);
  const cardX = (start.x - view.x) / view.zoom;
  const cardY = (start.y - view.y) / view.zoom;
  return { zoom, x: end.x - cardX * zoom, y: end.y - cardY * zoom };
}
