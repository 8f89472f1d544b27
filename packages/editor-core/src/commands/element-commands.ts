import { uniqueId } from '../ids';
import type { EditorElementInput } from '../schema/elements';
import { assertRoom, checkElement, cloneElements, deleteIds, editableSelected, selectedElements } from './elements';
import { defineCommand } from './types';

/** Offset of duplicates and same-document pastes from their originals (px). */
export const DUPLICATE_OFFSET = 20;

/** A new element: any kind's fields (defaults filled); the id is generated unless given and free. */
export type NewElement = EditorElementInput extends infer E ? (E extends unknown ? Omit<E, 'id'> & { id?: string } : never) : never;

export const addElement = defineCommand<'element.add', { element: NewElement }>({
  id: 'element.add',
  labelKey: 'commands.addElement',
  shortcuts: [],
  isEnabled: () => true,
  run(doc, _selection, { element }) {
    assertRoom(doc, 1);
    const taken = new Set(doc.elements.map((item) => item.id));
    const id = uniqueId(element.id ?? `${element.type}-1`, taken);
    const added = checkElement({ ...element, id }, doc.elements.length);
    return { doc: { ...doc, elements: [...doc.elements, added] }, selection: [id] };
  },
});

export const deleteElements = defineCommand({
  id: 'element.delete',
  labelKey: 'commands.delete',
  shortcuts: [{ keys: 'Delete' }, { keys: 'Backspace' }],
  isEnabled: ({ doc, selection }) => editableSelected(doc, selection).length > 0,
  run(doc, selection) {
    const doomed = new Set(editableSelected(doc, selection).map((element) => element.id));
    if (doomed.size === 0) return { doc, selection };
    return { doc: deleteIds(doc, doomed), selection: selection.filter((id) => !doomed.has(id)) };
  },
});

export const duplicateElements = defineCommand({
  id: 'element.duplicate',
  labelKey: 'commands.duplicate',
  shortcuts: [{ keys: 'Mod+D' }],
  isEnabled: ({ doc, selection }) => selectedElements(doc, selection).length > 0,
  run(doc, selection) {
    const originals = selectedElements(doc, selection);
    if (originals.length === 0) return { doc, selection };
    assertRoom(doc, originals.length);
    const copies = cloneElements(doc, originals, DUPLICATE_OFFSET, DUPLICATE_OFFSET, uniqueId);
    return { doc: { ...doc, elements: [...doc.elements, ...copies] }, selection: copies.map((element) => element.id) };
  },
});
