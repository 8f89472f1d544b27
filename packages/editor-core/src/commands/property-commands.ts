import { knownProperties, type EditorElement } from '../schema/elements';
import { editableSelected, selectedElements, updateElements } from './elements';
import { defineCommand, type EditorState } from './types';

type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type ValueOf<K extends PropertyKey> = EditorElement extends infer E ? (E extends { [P in K]: infer V } ? V : never) : never;

/** Any element property but id and type; each is applied to the selected elements whose kind has it. */
export type ElementPatch = { [K in Exclude<KeysOfUnion<EditorElement>, 'id' | 'type'>]?: ValueOf<K> };

const selectionKey = (selection: readonly string[]) => [...selection].sort().join(',');

/**
 * Sets properties on the unlocked selected elements (e.g. a colour, a font size). A slider or
 * colour drag sends many of these: runs on the same selection and keys are one undo step.
 */
export const setProperty = defineCommand<'element.setProperty', { patch: ElementPatch }>({
  id: 'element.setProperty',
  labelKey: 'commands.setProperty',
  shortcuts: [],
  coalesceKey: ({ selection }, { patch }) => `set:${selectionKey(selection)}:${Object.keys(patch).sort().join(',')}`,
  isEnabled: ({ doc, selection }) => editableSelected(doc, selection).length > 0,
  run(doc, selection, { patch }) {
    const ids = editableSelected(doc, selection).map((element) => element.id);
    const next = updateElements(doc, ids, (element) => {
      const known = knownProperties(element.type);
      const applicable = Object.entries(patch).filter(([key, value]) => key !== 'id' && key !== 'type' && known.has(key) && value !== undefined);
      const record = element as Record<string, unknown>;
      if (applicable.every(([key, value]) => record[key] === value)) return element;
      return { ...element, ...Object.fromEntries(applicable) };
    });
    return { doc: next, selection };
  },
});

const setFlag = (state: EditorState, flag: 'locked' | 'hidden', value: boolean) => ({
  doc: updateElements(
    state.doc,
    selectedElements(state.doc, state.selection).map((element) => element.id),
    (element) => (element[flag] === value ? element : { ...element, [flag]: value }),
  ),
  selection: state.selection,
});

export const lockElements = defineCommand({
  id: 'element.lock',
  labelKey: 'commands.lock',
  shortcuts: [{ keys: 'Mod+Shift+L' }],
  isEnabled: ({ doc, selection }) => selectedElements(doc, selection).some((element) => !element.locked),
  run: (doc, selection) => setFlag({ doc, selection }, 'locked', true),
});

export const unlockElements = defineCommand({
  id: 'element.unlock',
  labelKey: 'commands.unlock',
  shortcuts: [{ keys: 'Mod+Alt+Shift+L' }],
  isEnabled: ({ doc, selection }) => selectedElements(doc, selection).some((element) => element.locked),
  run: (doc, selection) => setFlag({ doc, selection }, 'locked', false),
});

/** Hides the selection, or shows it when all of it is hidden. */
export const toggleHidden = defineCommand({
  id: 'element.toggleHidden',
  labelKey: 'commands.toggleHidden',
  shortcuts: [{ keys: 'Mod+Shift+H' }],
  isEnabled: ({ doc, selection }) => selectedElements(doc, selection).length > 0,
  run(doc, selection) {
    const allHidden = selectedElements(doc, selection).every((element) => element.hidden);
    return setFlag({ doc, selection }, 'hidden', !allHidden);
  },
});

const textual = (state: EditorState) => editableSelected(state.doc, state.selection).filter((element) => element.type === 'text' || element.type === 'badge');

/** Bold (700) for the selected texts and badges, or regular (400) when all are already bold. */
export const toggleBold = defineCommand({
  id: 'text.toggleBold',
  labelKey: 'commands.bold',
  shortcuts: [{ keys: 'Mod+B' }],
  isEnabled: (state) => textual(state).length > 0,
  run(doc, selection) {
    const targets = textual({ doc, selection });
    const fontWeight = targets.every((element) => element.fontWeight >= 700) ? 400 : 700;
    return { doc: updateElements(doc, targets.map((element) => element.id), (element) => ({ ...element, fontWeight })), selection };
  },
});

/** Italic for the selected texts, or upright when all are already italic. */
export const toggleItalic = defineCommand({
  id: 'text.toggleItalic',
  labelKey: 'commands.italic',
  shortcuts: [{ keys: 'Mod+I' }],
  isEnabled: ({ doc, selection }) => editableSelected(doc, selection).some((element) => element.type === 'text'),
  run(doc, selection) {
    const texts = editableSelected(doc, selection).flatMap((element) => (element.type === 'text' ? [element] : []));
    const italic = !texts.every((element) => element.italic);
    return { doc: updateElements(doc, texts.map((element) => element.id), (element) => ({ ...element, italic })), selection };
  },
});
