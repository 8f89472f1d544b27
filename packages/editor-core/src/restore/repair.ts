import { ELEMENT_KINDS, isElementKind, knownProperties } from '../schema/elements';
import { EditorDocumentError, warning, type RestoreWarning } from './errors';
import { isObject, type JsonObject } from './json';
import { uniqueId } from '../ids';

export interface Repaired {
  document: JsonObject;
  /** For each element left, its index in the document restore() was given. */
  originalIndex: number[];
}

/** Rotation in (-180, 180]. */
export function normaliseRotation(degrees: number): number {
  const turned = (((degrees % 360) + 540) % 360) - 180;
  return turned === -180 ? 180 : turned;
}

function repairElement(element: JsonObject, index: number, warnings: RestoreWarning[]): JsonObject | null {
  const { type } = element;
  if (typeof type !== 'string') throw new EditorDocumentError(['elements', index, 'type'], `must be one of ${ELEMENT_KINDS.join(', ')}`);
  if (!isElementKind(type)) {
    warnings.push(warning('element_dropped', ['elements', index], `unknown element type "${type.slice(0, 40)}" dropped`));
    return null;
  }
  const next = { ...element };
  const known = knownProperties(type);
  for (const key of Object.keys(next)) {
    if (known.has(key)) continue;
    delete next[key];
    warnings.push(warning('property_dropped', ['elements', index, key], 'unknown property dropped'));
  }
  if (typeof next.opacity === 'number' && Number.isFinite(next.opacity) && (next.opacity < 0 || next.opacity > 1)) {
    const opacity = Math.min(1, Math.max(0, next.opacity));
    next.opacity = opacity;
    warnings.push(warning('opacity_clamped', ['elements', index, 'opacity'], `clamped to ${opacity}`));
  }
  if (typeof next.rotation === 'number' && Number.isFinite(next.rotation) && (next.rotation <= -180 || next.rotation > 180)) {
    const rotation = normaliseRotation(next.rotation);
    next.rotation = rotation;
    warnings.push(warning('rotation_normalised', ['elements', index, 'rotation'], `normalised to ${rotation}`));
  }
  return next;
}

/**
 * The safe repairs, on a document already migrated to the current version: unknown element kinds
 * and properties are dropped, opacity clamped, rotation normalised, duplicate ids replaced. What
 * it cannot judge (missing or wrong values) it leaves for validation to refuse.
 */
export function repair(document: JsonObject, warnings: RestoreWarning[]): Repaired {
  if (!Array.isArray(document.elements)) return { document, originalIndex: [] };
  const elements: JsonObject[] = [];
  const originalIndex: number[] = [];
  document.elements.forEach((element: unknown, index) => {
    if (!isObject(element)) throw new EditorDocumentError(['elements', index], 'must be an object');
    const repaired = repairElement(element, index, warnings);
    if (repaired) {
      elements.push(repaired);
      originalIndex.push(index);
    }
  });
  const taken = new Set(elements.flatMap((element) => (typeof element.id === 'string' ? [element.id] : [])));
  const seen = new Set<string>();
  elements.forEach((element, index) => {
    const { id } = element;
    if (typeof id !== 'string' || id === '') return;
    if (!seen.has(id)) {
      seen.add(id);
      return;
    }
    const fresh = uniqueId(id.slice(0, 100), taken);
    taken.add(fresh);
    seen.add(fresh);
    warnings.push(warning('id_regenerated', ['elements', originalIndex[index] ?? index, 'id'], `duplicate id "${id}" replaced by "${fresh}"`));
    element.id = fresh;
  });
  return { document: { ...document, elements }, originalIndex };
}
