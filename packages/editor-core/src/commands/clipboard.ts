import { uniqueId } from '../ids';
import { EditorDocumentError } from '../restore/errors';
import { isObject } from '../restore/json';
import { restore } from '../restore/restore';
import { CURRENT_VERSION, type EditorDocument } from '../schema/document';
import type { EditorElement } from '../schema/elements';
import { assertRoom, cloneElements, deleteIds, editableSelected, selectedElements } from './elements';
import { DUPLICATE_OFFSET } from './element-commands';
import { defineCommand } from './types';

export const CLIPBOARD_FORMAT = 'vitrina/editor-elements';

/** What copy and cut produce: plain JSON, so it can also travel through the system clipboard. */
export interface Clipboard {
  format: typeof CLIPBOARD_FORMAT;
  version: number;
  elements: EditorElement[];
}

export const toClipboard = (elements: readonly EditorElement[]): Clipboard => ({ format: CLIPBOARD_FORMAT, version: CURRENT_VERSION, elements: [...elements] });

/** The elements of a clipboard value (of any document version), checked like a document's. */
export function readClipboard(value: unknown, doc: EditorDocument): EditorElement[] {
  if (!isObject(value) || value.format !== CLIPBOARD_FORMAT) throw new EditorDocumentError('clipboard', 'is not copied editor elements');
  return restore({ version: value.version, canvas: doc.canvas, elements: value.elements }).elements;
}

export const copyElements = defineCommand({
  id: 'clipboard.copy',
  labelKey: 'commands.copy',
  shortcuts: [{ keys: 'Mod+C' }],
  isEnabled: ({ doc, selection }) => selectedElements(doc, selection).length > 0,
  run: (doc, selection) => ({ doc, selection, clipboard: toClipboard(selectedElements(doc, selection)) }),
});

/** Copies and deletes the unlocked selected elements. */
export const cutElements = defineCommand({
  id: 'clipboard.cut',
  labelKey: 'commands.cut',
  shortcuts: [{ keys: 'Mod+X' }],
  isEnabled: ({ doc, selection }) => editableSelected(doc, selection).length > 0,
  run(doc, selection) {
    const cut = editableSelected(doc, selection);
    if (cut.length === 0) return { doc, selection };
    const ids = new Set(cut.map((element) => element.id));
    return { doc: deleteIds(doc, ids), selection: selection.filter((id) => !ids.has(id)), clipboard: toClipboard(cut) };
  },
});

/**
 * Pastes a clipboard value (the editor passes the one copy/cut returned, or what the system
 * clipboard held) on top, with fresh ids; pasted again over the same spot it steps down-right.
 */
export const pasteElements = defineCommand<'clipboard.paste', { clipboard: unknown }>({
  id: 'clipboard.paste',
  labelKey: 'commands.paste',
  shortcuts: [{ keys: 'Mod+V' }],
  isEnabled: () => true,
  run(doc, selection, { clipboard }) {
    const elements = readClipboard(clipboard, doc);
    if (elements.length === 0) return { doc, selection };
    assertRoom(doc, elements.length);
    const [first] = elements;
    let offset = 0;
    const occupied = (shift: number) => doc.elements.some((element) => element.type === first.type && element.x === first.x + shift && element.y === first.y + shift);
    while (occupied(offset) && offset < DUPLICATE_OFFSET * 50) offset += DUPLICATE_OFFSET;
    const pasted = cloneElements(doc, elements, offset, offset, uniqueId);
    return { doc: { ...doc, elements: [...doc.elements, ...pasted] }, selection: pasted.map((element) => element.id) };
  },
});
