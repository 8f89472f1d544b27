import type { EditorDocument, NewElement, SHAPE_KINDS } from '@vitrina/editor-core';

type Canvas = EditorDocument['canvas'];
type ShapeKind = (typeof SHAPE_KINDS)[number];

/** A new text box across the middle of the card, written in the interface language's direction. */
export function newText(canvas: Canvas, text: string, rtl: boolean): NewElement {
  const fontSize = Math.round(Math.max(16, canvas.width / 15));
  const width = Math.round(canvas.width * 0.7);
  const height = Math.round(fontSize * 1.2 * 1.5);
  return {
    type: 'text',
    name: '',
    text,
    x: Math.round((canvas.width - width) / 2),
    y: Math.round((canvas.height - height) / 2),
    width,
    height,
    fontSize,
    fontWeight: 700,
    align: 'center',
    direction: rtl ? 'rtl' : 'ltr',
  };
}

/** A new shape centred on the card (lines run corner to corner of a flat box). */
export function newShape(canvas: Canvas, shape: ShapeKind): NewElement {
  const side = Math.round(Math.min(canvas.width, canvas.height) / 4);
  const height = shape === 'line' ? 0 : side;
  return {
    type: 'shape',
    shape,
    x: Math.round((canvas.width - side) / 2),
    y: Math.round((canvas.height - height) / 2),
    width: side,
    height,
    fill: shape === 'line' ? '#00000000' : '#7157fc',
    stroke: shape === 'line' ? { color: '#1f2933', width: 4 } : null,
  };
}

/** A new pill badge with a label, near the top of the card. */
export function newBadge(canvas: Canvas, text: string): NewElement {
  const height = Math.round(canvas.height / 14);
  const width = Math.round(canvas.width / 3);
  return { type: 'badge', shape: 'pill', text, x: Math.round((canvas.width - width) / 2), y: Math.round(canvas.height / 10), width, height };
}

/** A sticker or picture from a URL, sized to a third of the card and centred. */
export function newSticker(canvas: Canvas, src: string, stickerId: string | null): NewElement {
  const side = Math.round(Math.min(canvas.width, canvas.height) / 3);
  return { type: 'sticker', src, stickerId, x: Math.round((canvas.width - side) / 2), y: Math.round((canvas.height - side) / 2), width: side, height: side };
}
