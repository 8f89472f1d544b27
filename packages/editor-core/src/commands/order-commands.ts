import type { EditorDocument } from '../schema/document';
import type { EditorElement } from '../schema/elements';
import { editableSelected } from './elements';
import { defineCommand, type EditorState, type Selection } from './types';

type Reorder = (elements: readonly EditorElement[], moving: ReadonlySet<string>) => EditorElement[];

/** One step towards the top; a selected block moves as a whole and stops at the top. */
const forward: Reorder = (elements, moving) => {
  const next = [...elements];
  for (let index = next.length - 2; index >= 0; index -= 1) {
    const current = next[index];
    const above = next[index + 1];
    if (moving.has(current.id) && !moving.has(above.id)) [next[index], next[index + 1]] = [above, current];
  }
  return next;
};

const backward: Reorder = (elements, moving) => forward([...elements].reverse(), moving).reverse();
const toFront: Reorder = (elements, moving) => [...elements.filter((element) => !moving.has(element.id)), ...elements.filter((element) => moving.has(element.id))];
const toBack: Reorder = (elements, moving) => [...elements.filter((element) => moving.has(element.id)), ...elements.filter((element) => !moving.has(element.id))];

function reorder(doc: EditorDocument, selection: Selection, how: Reorder): EditorDocument {
  const moving = new Set(editableSelected(doc, selection).map((element) => element.id));
  if (moving.size === 0) return doc;
  const elements = how(doc.elements, moving);
  return elements.every((element, index) => element === doc.elements[index]) ? doc : { ...doc, elements };
}

const canMove = ({ doc, selection }: EditorState) => editableSelected(doc, selection).length > 0;

const orderCommand = <const Id extends string>(id: Id, labelKey: string, keys: string, how: Reorder) =>
  defineCommand({
    id,
    labelKey,
    shortcuts: [{ keys }],
    isEnabled: canMove,
    run: (doc, selection) => ({ doc: reorder(doc, selection, how), selection }),
  });

export const bringForward = orderCommand('order.forward', 'commands.bringForward', 'Mod+]', forward);
export const sendBackward = orderCommand('order.backward', 'commands.sendBackward', 'Mod+[', backward);
export const bringToFront = orderCommand('order.front', 'commands.bringToFront', 'Mod+Shift+]', toFront);
export const sendToBack = orderCommand('order.back', 'commands.sendToBack', 'Mod+Shift+[', toBack);
