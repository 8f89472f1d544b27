import type { EditorDocument } from '../schema/document';
import { pruneSelection } from './elements';
import { elementBounds, containsRect, intersectsRect, type Rect } from './geometry';
import { defineCommand, type Selection } from './types';

/** Adds `id` to the selection, or takes it out when already there (Shift/Ctrl-click). */
export const toggleInSelection = (selection: Selection, id: string): string[] => (selection.includes(id) ? selection.filter((item) => item !== id) : [...selection, id]);

/**
 * Ids of the visible, unlocked elements a marquee catches: wholly inside it (`contain`) or
 * touching it (`intersect`), in z-order.
 */
export function elementsInRect(doc: EditorDocument, rect: Rect, mode: 'contain' | 'intersect' = 'contain'): string[] {
  const test = mode === 'contain' ? containsRect : intersectsRect;
  return doc.elements.filter((element) => !element.hidden && !element.locked && test(rect, elementBounds(element))).map((element) => element.id);
}

export const selectAll = defineCommand({
  id: 'selection.all',
  labelKey: 'commands.selectAll',
  shortcuts: [{ keys: 'Mod+A' }],
  isEnabled: ({ doc }) => doc.elements.length > 0,
  run: (doc) => ({ doc, selection: doc.elements.filter((element) => !element.hidden && !element.locked).map((element) => element.id) }),
});

export const selectNone = defineCommand({
  id: 'selection.none',
  labelKey: 'commands.selectNone',
  shortcuts: [{ keys: 'Escape' }],
  isEnabled: ({ selection }) => selection.length > 0,
  run: (doc) => ({ doc, selection: [] }),
});

/** A click on an element or a layer row: exactly these ids (unknown ones are dropped). */
export const selectElements = defineCommand<'selection.set', { ids: readonly string[] }>({
  id: 'selection.set',
  labelKey: 'commands.select',
  shortcuts: [],
  isEnabled: () => true,
  run: (doc, _selection, { ids }) => ({ doc, selection: pruneSelection(doc, [...new Set(ids)]) }),
});

export const toggleSelected = defineCommand<'selection.toggle', { id: string }>({
  id: 'selection.toggle',
  labelKey: 'commands.toggleSelected',
  shortcuts: [],
  isEnabled: () => true,
  run: (doc, selection, { id }) => ({ doc, selection: pruneSelection(doc, toggleInSelection(selection, id)) }),
});

/** A marquee drag; `additive` (Shift held) keeps what was selected. */
export const selectInRect = defineCommand<'selection.rect', { rect: Rect; mode?: 'contain' | 'intersect'; additive?: boolean }>({
  id: 'selection.rect',
  labelKey: 'commands.selectInRect',
  shortcuts: [],
  isEnabled: () => true,
  run(doc, selection, { rect, mode, additive = false }) {
    const caught = elementsInRect(doc, rect, mode);
    return { doc, selection: additive ? [...new Set([...pruneSelection(doc, selection), ...caught])] : caught };
  },
});
