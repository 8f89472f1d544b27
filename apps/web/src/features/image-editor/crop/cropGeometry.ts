/**
 * Crop rectangle geometry in the image's own pixels (integers, always inside the image). The
 * page draws the rectangle in percentages; pointer and keyboard moves come here as pixel deltas.
 */
export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** The choices of the crop page: free, fixed proportions, or an exact marketplace card. */
export const CROP_SHAPES = [
  { id: 'free', ratio: null, exact: null },
  { id: '1:1', ratio: 1, exact: null },
  { id: '3:4', ratio: 3 / 4, exact: null },
  { id: '4:3', ratio: 4 / 3, exact: null },
  { id: '9:16', ratio: 9 / 16, exact: null },
  { id: '16:9', ratio: 16 / 9, exact: null },
  { id: 'card-900', ratio: 3 / 4, exact: { width: 900, height: 1200 } },
] as const;
export type CropShape = (typeof CROP_SHAPES)[number];
export type CropShapeId = CropShape['id'];

export const findShape = (id: CropShapeId): CropShape => CROP_SHAPES.find((shape) => shape.id === id) ?? CROP_SHAPES[0];

/** Which edges a handle moves: n, s, e, w and the four corners. */
export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The smallest side a crop may have (or the image's side when it is smaller). */
export const MIN_CROP = 8;

/** Whether an exact card fits the image (else the shape falls back to its proportions). */
export const exactFits = (shape: CropShape, image: Size): boolean => shape.exact !== null && shape.exact.width <= image.width && shape.exact.height <= image.height;

/** The largest rectangle of `ratio` (width / height) inside `image`, centred on `centre`, kept inside. */
export function largestRect(image: Size, ratio: number | null, centre: { x: number; y: number } = { x: image.width / 2, y: image.height / 2 }): Rect {
  if (ratio === null) return { x: 0, y: 0, width: image.width, height: image.height };
  let width = Math.min(image.width, image.height * ratio);
  let height = width / ratio;
  width = Math.max(1, Math.round(width));
  height = Math.max(1, Math.min(image.height, Math.round(height)));
  return placeRect({ width, height }, centre, image);
}

/** A rectangle of `size` centred on `centre`, moved inside the image. */
export function placeRect(size: Size, centre: { x: number; y: number }, image: Size): Rect {
  return {
    x: clamp(Math.round(centre.x - size.width / 2), 0, image.width - size.width),
    y: clamp(Math.round(centre.y - size.height / 2), 0, image.height - size.height),
    width: size.width,
    height: size.height,
  };
}

/** The starting rectangle for a shape: an exact card in the middle, else the largest of its ratio. */
export function initialRect(image: Size, shape: CropShape, centre?: { x: number; y: number }): Rect {
  const middle = centre ?? { x: image.width / 2, y: image.height / 2 };
  if (shape.exact && exactFits(shape, image)) return placeRect(shape.exact, middle, image);
  return largestRect(image, shape.ratio, middle);
}

/** Moves the rectangle by (dx, dy) without leaving the image. */
export function moveRect(rect: Rect, dx: number, dy: number, image: Size): Rect {
  return { ...rect, x: clamp(Math.round(rect.x + dx), 0, image.width - rect.width), y: clamp(Math.round(rect.y + dy), 0, image.height - rect.height) };
}

/**
 * Drags one handle of `start` by (dx, dy). The opposite edge stays put; an edge handle keeps the
 * other axis centred. With a ratio the rectangle keeps it (corners follow whichever axis gives
 * the larger rectangle). The result stays inside the image and at least MIN_CROP wide and high.
 */
export function resizeRect(start: Rect, handle: Handle, dx: number, dy: number, image: Size, ratio: number | null): Rect {
  const horizontal = handle.includes('e') ? 1 : handle.includes('w') ? -1 : 0;
  const vertical = handle.includes('s') ? 1 : handle.includes('n') ? -1 : 0;
  const anchorX = horizontal === 1 ? start.x : horizontal === -1 ? start.x + start.width : start.x + start.width / 2;
  const anchorY = vertical === 1 ? start.y : vertical === -1 ? start.y + start.height : start.y + start.height / 2;
  const room = (direction: number, anchor: number, side: number) => (direction === 1 ? side - anchor : direction === -1 ? anchor : 2 * Math.min(anchor, side - anchor));
  const maxWidth = room(horizontal, anchorX, image.width);
  const maxHeight = room(vertical, anchorY, image.height);
  const rawWidth = start.width + horizontal * dx;
  const rawHeight = start.height + vertical * dy;
  const minWidth = Math.min(MIN_CROP, image.width);
  const minHeight = Math.min(MIN_CROP, image.height);

  let width: number;
  let height: number;
  if (ratio === null) {
    width = Math.round(clamp(rawWidth, minWidth, maxWidth));
    height = Math.round(clamp(rawHeight, minHeight, maxHeight));
  } else {
    const wanted = horizontal !== 0 && vertical !== 0 ? Math.max(rawWidth, rawHeight * ratio) : horizontal !== 0 ? rawWidth : rawHeight * ratio;
    width = Math.round(clamp(wanted, Math.max(minWidth, minHeight * ratio), Math.min(maxWidth, maxHeight * ratio)));
    height = Math.min(Math.floor(maxHeight), Math.max(1, Math.round(width / ratio)));
  }
  width = Math.min(width, Math.floor(maxWidth));
  const x = horizontal === 1 ? anchorX : horizontal === -1 ? anchorX - width : anchorX - width / 2;
  const y = vertical === 1 ? anchorY : vertical === -1 ? anchorY - height : anchorY - height / 2;
  return moveRect({ x: Math.round(x), y: Math.round(y), width, height }, 0, 0, image);
}

/** Keyboard: arrows move; Shift+arrows grow or shrink (right/down grow, left/up shrink). */
export function keyboardCrop(rect: Rect, key: string, shift: boolean, step: number, image: Size, ratio: number | null, resizable: boolean): Rect | null {
  const deltas: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const delta = deltas[key];
  if (!delta) return null;
  if (!shift) return moveRect(rect, delta[0], delta[1], image);
  if (!resizable) return rect;
  return delta[0] !== 0 ? resizeRect(rect, 'e', delta[0], 0, image, ratio) : resizeRect(rect, 's', 0, delta[1], image, ratio);
}

/** The tool's parameters for a save. */
export const cropOperation = (rect: Rect) => ({ operation: { type: 'crop' as const, x: rect.x, y: rect.y, width: rect.width, height: rect.height } });
