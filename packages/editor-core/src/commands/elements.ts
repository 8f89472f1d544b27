import { EditorDocumentError } from '../restore/errors';
import type { EditorDocument } from '../schema/document';
import { elementSchema, type EditorElement, type EditorElementInput } from '../schema/elements';
import { LIMITS } from '../schema/limits';
import type { Selection } from './types';

/** The selected elements in z-order (bottom first). */
export function selectedElements(doc: EditorDocument, selection: Selection): EditorElement[] {
  const ids = new Set(selection);
  return doc.elements.filter((element) => ids.has(element.id));
}

/** Selected elements a command may change: not locked. */
export function editableSelected(doc: EditorDocument, selection: Selection): EditorElement[] {
  return selectedElements(doc, selection).filter((element) => !element.locked);
}

/** The selection without ids that are no longer in the document. */
export function pruneSelection(doc: EditorDocument, selection: Selection): string[] {
  const ids = new Set(doc.elements.map((element) => element.id));
  return selection.filter((id) => ids.has(id));
}

/** A checked element (defaults filled); EditorDocumentError with the element's path otherwise. */
export function checkElement(input: unknown, index: number): EditorElement {
  const parsed = elementSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const path = ['elements', index, ...(issue?.path ?? []).map((segment) => (typeof segment === 'symbol' ? String(segment) : segment))];
  throw new EditorDocumentError(path, issue?.message ?? 'is not a valid element');
}

/**
 * Replaces elements by id through `change` (which may return the element unchanged); changed
 * ones are re-checked. Returns the same document when nothing changed.
 */
export function updateElements(doc: EditorDocument, ids: Iterable<string>, change: (element: EditorElement) => EditorElement | EditorElementInput): EditorDocument {
  const targets = new Set(ids);
  let changed = false;
  const elements = doc.elements.map((element, index) => {
    if (!targets.has(element.id)) return element;
    const next = change(element);
    if (next === element) return element;
    changed = true;
    return checkElement(next, index);
  });
  return changed ? { ...doc, elements } : doc;
}

/** Throws when a document would hold more elements than allowed. */
export function assertRoom(doc: EditorDocument, adding: number): void {
  if (doc.elements.length + adding > LIMITS.maxElements) throw new EditorDocumentError(['elements'], `must have at most ${LIMITS.maxElements} elements`);
}

/** Keeps a coordinate inside the document's bounds. */
export const clampCoordinate = (value: number) => Math.min(LIMITS.maxCoordinate, Math.max(-LIMITS.maxCoordinate, value));

/** Copies of `elements` with fresh ids (unique in `doc` and among themselves), moved by (dx, dy), unlocked. */
export function cloneElements(doc: EditorDocument, elements: readonly EditorElement[], dx: number, dy: number, freshId: (base: string, taken: Set<string>) => string): EditorElement[] {
  const taken = new Set(doc.elements.map((element) => element.id));
  return elements.map((element) => {
    const id = freshId(element.id, taken);
    taken.add(id);
    return { ...element, id, x: clampCoordinate(element.x + dx), y: clampCoordinate(element.y + dy), locked: false };
  });
}

/** The document without the elements in `ids`. */
export const deleteIds = (doc: EditorDocument, ids: ReadonlySet<string>): EditorDocument => ({ ...doc, elements: doc.elements.filter((element) => !ids.has(element.id)) });
