import { normaliseRotation } from '../restore/repair';
import type { EditorDocument } from '../schema/document';
import { LIMITS } from '../schema/limits';
import { clampCoordinate, editableSelected, updateElements } from './elements';
import { defineCommand, type EditorState, type Selection } from './types';

export interface Offset {
  dx: number;
  dy: number;
}

/** Moves the unlocked selected elements by (dx, dy); results are checked (no NaN slips in). */
function moveBy(doc: EditorDocument, selection: Selection, { dx, dy }: Offset): EditorDocument {
  if (dx === 0 && dy === 0) return doc;
  const ids = editableSelected(doc, selection).map((element) => element.id);
  return updateElements(doc, ids, (element) => ({ ...element, x: clampCoordinate(element.x + dx), y: clampCoordinate(element.y + dy) }));
}

const hasEditable = ({ doc, selection }: EditorState) => editableSelected(doc, selection).length > 0;
const selectionKey = (selection: Selection) => [...selection].sort().join(',');

/** A drag: one undo step per drag. */
export const moveElements = defineCommand<'element.move', Offset>({
  id: 'element.move',
  labelKey: 'commands.move',
  shortcuts: [],
  isEnabled: hasEditable,
  run: (doc, selection, offset) => ({ doc: moveBy(doc, selection, offset), selection }),
});

const NUDGE = 1;
const BIG_NUDGE = 10;

/** Arrow keys: 1 px, 10 px with Shift; a run of nudges of the same selection is one undo step. */
export const nudgeElements = defineCommand<'element.nudge', Offset>({
  id: 'element.nudge',
  labelKey: 'commands.nudge',
  shortcuts: [
    { keys: 'ArrowLeft', args: { dx: -NUDGE, dy: 0 } },
    { keys: 'ArrowRight', args: { dx: NUDGE, dy: 0 } },
    { keys: 'ArrowUp', args: { dx: 0, dy: -NUDGE } },
    { keys: 'ArrowDown', args: { dx: 0, dy: NUDGE } },
    { keys: 'Shift+ArrowLeft', args: { dx: -BIG_NUDGE, dy: 0 } },
    { keys: 'Shift+ArrowRight', args: { dx: BIG_NUDGE, dy: 0 } },
    { keys: 'Shift+ArrowUp', args: { dx: 0, dy: -BIG_NUDGE } },
    { keys: 'Shift+ArrowDown', args: { dx: 0, dy: BIG_NUDGE } },
  ],
  coalesceKey: ({ selection }) => `nudge:${selectionKey(selection)}`,
  isEnabled: hasEditable,
  run: (doc, selection, offset) => ({ doc: moveBy(doc, selection, offset), selection }),
});

export interface BoxChange {
  id: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  rotation?: number;
}

/** The end of a transformer gesture: new boxes for several elements at once (locked ones are left). */
export const transformElements = defineCommand<'element.transform', { changes: readonly BoxChange[] }>({
  id: 'element.transform',
  labelKey: 'commands.transform',
  shortcuts: [],
  isEnabled: hasEditable,
  run(doc, selection, { changes }) {
    const byId = new Map(changes.map((change) => [change.id, change]));
    const ids = doc.elements.filter((element) => byId.has(element.id) && !element.locked).map((element) => element.id);
    const next = updateElements(doc, ids, (element) => {
      const { id: _id, rotation, ...box } = byId.get(element.id) ?? { id: element.id };
      const moved = { ...element, ...box, ...(rotation === undefined ? {} : { rotation: normaliseRotation(rotation) }) };
      const same = moved.x === element.x && moved.y === element.y && moved.width === element.width && moved.height === element.height && moved.rotation === element.rotation;
      return same ? element : moved;
    });
    return { doc: next, selection };
  },
});

export interface ResizeArgs {
  width?: number;
  height?: number;
  /** Keep the width:height ratio when only one side is given. */
  keepRatio?: boolean;
}

/** Sets the size of each unlocked selected element from a panel, keeping its centre. */
export const resizeElements = defineCommand<'element.resize', ResizeArgs>({
  id: 'element.resize',
  labelKey: 'commands.resize',
  shortcuts: [],
  coalesceKey: ({ selection }) => `resize:${selectionKey(selection)}`,
  isEnabled: hasEditable,
  run(doc, selection, { width, height, keepRatio = false }) {
    const ids = editableSelected(doc, selection).map((element) => element.id);
    const clampSize = (value: number) => Math.min(LIMITS.maxCoordinate, Math.max(0, value));
    const next = updateElements(doc, ids, (element) => {
      // A side of 0 (a straight line) has no ratio to keep.
      const scaledWidth = keepRatio && height !== undefined && element.height > 0 ? (height * element.width) / element.height : element.width;
      const scaledHeight = keepRatio && width !== undefined && element.width > 0 ? (width * element.height) / element.width : element.height;
      const nextWidth = clampSize(width ?? scaledWidth);
      const nextHeight = clampSize(height ?? scaledHeight);
      if (nextWidth === element.width && nextHeight === element.height) return element;
      const x = clampCoordinate(element.x + (element.width - nextWidth) / 2);
      const y = clampCoordinate(element.y + (element.height - nextHeight) / 2);
      return { ...element, x, y, width: nextWidth, height: nextHeight };
    });
    return { doc: next, selection };
  },
});

export interface RotateArgs {
  /** Degrees to add (clockwise)… */
  by?: number;
  /** …or the angle to set. */
  to?: number;
}

/** Turns each unlocked selected element about its centre. */
export const rotateElements = defineCommand<'element.rotate', RotateArgs>({
  id: 'element.rotate',
  labelKey: 'commands.rotate',
  shortcuts: [
    { keys: 'Alt+Shift+ArrowRight', args: { by: 15 } },
    { keys: 'Alt+Shift+ArrowLeft', args: { by: -15 } },
  ],
  coalesceKey: ({ selection }) => `rotate:${selectionKey(selection)}`,
  isEnabled: hasEditable,
  run(doc, selection, { by, to }) {
    const ids = editableSelected(doc, selection).map((element) => element.id);
    const next = updateElements(doc, ids, (element) => {
      const rotation = normaliseRotation(to ?? element.rotation + (by ?? 0));
      return rotation === element.rotation ? element : { ...element, rotation };
    });
    return { doc: next, selection };
  },
});
