/** Where the card sits on the stage: `zoom` screen px per card px, (x, y) the card's top-left on screen. */
export interface View {
  zoom: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 8;
export const ZOOM_STEP = 1.2;
/** Room left around the card when it is fitted (screen px). */
export const FIT_MARGIN = 24;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The view that shows the whole card centred in the available area. */
export function fitView(available: Size, canvas: Size, margin = FIT_MARGIN): View {
  const room = { width: Math.max(1, available.width - 2 * margin), height: Math.max(1, available.height - 2 * margin) };
  const zoom = clampZoom(Math.min(room.width / canvas.width, room.height / canvas.height));
  return { zoom, x: (available.width - canvas.width * zoom) / 2, y: (available.height - canvas.height * zoom) / 2 };
}

/** Zooms to `zoom` keeping the card point under `point` (screen px) where it is. */
export function zoomAt(view: View, point: { x: number; y: number }, zoom: number): View {
  const next = clampZoom(zoom);
  const cardX = (point.x - view.x) / view.zoom;
  const cardY = (point.y - view.y) / view.zoom;
  return { zoom: next, x: point.x - cardX * next, y: point.y - cardY * next };
}

/** One zoom step in or out (`steps` > 0 zooms in) about `point`. */
export const zoomBy = (view: View, point: { x: number; y: number }, steps: number) => zoomAt(view, point, view.zoom * ZOOM_STEP ** steps);

/** Moves the card by a screen distance. */
export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });
