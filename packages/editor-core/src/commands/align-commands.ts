import type { EditorDocument } from '../schema/document';
import { clampCoordinate, editableSelected, selectedElements } from './elements';
import { elementBounds, unionRect, type Rect } from './geometry';
import { defineCommand, type EditorState, type Selection } from './types';

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

/** How far an element's drawn box must move so that its `edge` meets the target's. */
function offsetTo(edge: AlignEdge, box: Rect, target: Rect): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: target.left - box.left, dy: 0 };
    case 'centre':
      return { dx: (target.left + target.right) / 2 - (box.left + box.right) / 2, dy: 0 };
    case 'right':
      return { dx: target.right - box.right, dy: 0 };
    case 'top':
      return { dx: 0, dy: target.top - box.top };
    case 'middle':
      return { dx: 0, dy: (target.top + target.bottom) / 2 - (box.top + box.bottom) / 2 };
    case 'bottom':
      return { dx: 0, dy: target.bottom - box.bottom };
  }
}

function shift(doc: EditorDocument, offsets: Map<string, { dx: number; dy: number }>): EditorDocument {
  let changed = false;
  const elements = doc.elements.map((element) => {
    const offset = offsets.get(element.id);
    if (!offset || (offset.dx === 0 && offset.dy === 0)) return element;
    changed = true;
    return { ...element, x: clampCoordinate(element.x + offset.dx), y: clampCoordinate(element.y + offset.dy) };
  });
  return changed ? { ...doc, elements } : doc;
}

/**
 * Aligns the selection: one element to the canvas, several to the box around all of them
 * (locked ones count for that box but do not move).
 */
export function align(doc: EditorDocument, selection: Selection, edge: AlignEdge): EditorDocument {
  const selected = selectedElements(doc, selection);
  const movable = selected.filter((element) => !element.locked);
  if (movable.length === 0) return doc;
  const canvas: Rect = { left: 0, top: 0, right: doc.canvas.width, bottom: doc.canvas.height };
  const target = selected.length === 1 ? canvas : (unionRect(selected.map(elementBounds)) ?? canvas);
  return shift(doc, new Map(movable.map((element) => [element.id, offsetTo(edge, elementBounds(element), target)])));
}

const EDGE_SHORTCUTS: Record<AlignEdge, string> = { left: 'Alt+A', centre: 'Alt+H', right: 'Alt+D', top: 'Alt+W', middle: 'Alt+V', bottom: 'Alt+S' };
const EDGE_LABELS: Record<AlignEdge, string> = {
  left: 'commands.alignLeft',
  centre: 'commands.alignCentre',
  right: 'commands.alignRight',
  top: 'commands.alignTop',
  middle: 'commands.alignMiddle',
  bottom: 'commands.alignBottom',
};

const canAlign = ({ doc, selection }: EditorState) => editableSelected(doc, selection).length > 0;

const alignCommand = <const Edge extends AlignEdge>(edge: Edge) =>
  defineCommand({
    id: `align.${edge}`,
    labelKey: EDGE_LABELS[edge],
    shortcuts: [{ keys: EDGE_SHORTCUTS[edge] }],
    isEnabled: canAlign,
    run: (doc, selection) => ({ doc: align(doc, selection, edge), selection }),
  });

export const alignLeft = alignCommand('left');
export const alignCentre = alignCommand('centre');
export const alignRight = alignCommand('right');
export const alignTop = alignCommand('top');
export const alignMiddle = alignCommand('middle');
export const alignBottom = alignCommand('bottom');

/**
 * Equal gaps between three or more selected elements along an axis: the first and last (by
 * position) stay, the others move. Locked ones stay put and are left out.
 */
export function distribute(doc: EditorDocument, selection: Selection, axis: 'horizontal' | 'vertical'): EditorDocument {
  const movable = editableSelected(doc, selection);
  if (movable.length < 3) return doc;
  const start = (rect: Rect) => (axis === 'horizontal' ? rect.left : rect.top);
  const length = (rect: Rect) => (axis === 'horizontal' ? rect.right - rect.left : rect.bottom - rect.top);
  const items = movable.map((element) => ({ element, box: elementBounds(element) })).sort((a, b) => start(a.box) - start(b.box));
  const first = items[0];
  const last = items[items.length - 1];
  const span = start(last.box) + length(last.box) - start(first.box);
  const gap = (span - items.reduce((sum, item) => sum + length(item.box), 0)) / (items.length - 1);
  const offsets = new Map<string, { dx: number; dy: number }>();
  let cursor = start(first.box);
  for (const { element, box } of items) {
    const delta = cursor - start(box);
    offsets.set(element.id, axis === 'horizontal' ? { dx: delta, dy: 0 } : { dx: 0, dy: delta });
    cursor += length(box) + gap;
  }
  return shift(doc, offsets);
}

const canDistribute = ({ doc, selection }: EditorState) => editableSelected(doc, selection).length >= 3;

export const distributeHorizontally = defineCommand({
  id: 'distribute.horizontal',
  labelKey: 'commands.distributeHorizontally',
  shortcuts: [{ keys: 'Alt+Shift+H' }],
  isEnabled: canDistribute,
  run: (doc, selection) => ({ doc: distribute(doc, selection, 'horizontal'), selection }),
});

export const distributeVertically = defineCommand({
  id: 'distribute.vertical',
  labelKey: 'commands.distributeVertically',
  shortcuts: [{ keys: 'Alt+Shift+V' }],
  isEnabled: canDistribute,
  run: (doc, selection) => ({ doc: distribute(doc, selection, 'vertical'), selection }),
});
