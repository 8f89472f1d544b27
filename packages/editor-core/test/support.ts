import { restore, type EditorDocument, type EditorElementInput } from '../src/index';

/** A current document on a 900×1200 canvas holding `elements` (defaults filled). */
export function makeDoc(elements: EditorElementInput[] = [], canvas = { width: 900, height: 1200 }): EditorDocument {
  return restore({ version: 2, canvas, elements });
}

export const rect = (id: string, x: number, y: number, width = 100, height = 100, extra: Partial<EditorElementInput> = {}): EditorElementInput =>
  ({ id, type: 'shape', shape: 'rect', x, y, width, height, ...extra }) as EditorElementInput;

export const text = (id: string, x = 0, y = 0, extra: Record<string, unknown> = {}): EditorElementInput =>
  ({ id, type: 'text', text: id, x, y, width: 200, height: 50, ...extra });

/** The element with `id` (fails the test when missing). */
export function byId(doc: EditorDocument, id: string) {
  const element = doc.elements.find((item) => item.id === id);
  if (!element) throw new Error(`no element ${id}`);
  return element;
}

export const ids = (doc: EditorDocument) => doc.elements.map((element) => element.id);
