import type { z } from 'zod';
import { CURRENT_VERSION, documentSchema, type EditorDocument } from '../schema/document';
import { EditorDocumentError, warning, type PathSegment, type RestoreWarning } from './errors';
import { isObject, type JsonObject } from './json';
import { migrate } from './migrations';
import { repair } from './repair';

export interface RestoreReport {
  document: EditorDocument;
  /** The version the input was written in. */
  fromVersion: number;
  /** Every repair made (migrations included); empty when the input was a valid current document. */
  warnings: RestoreWarning[];
}

function readVersion(input: JsonObject): number {
  const { version } = input;
  if (version === undefined) throw new EditorDocumentError(['version'], 'is required');
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw new EditorDocumentError(['version'], 'must be a whole number from 1');
  if (version > CURRENT_VERSION) throw new EditorDocumentError(['version'], `${version} is newer than this editor understands (${CURRENT_VERSION})`);
  return version;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** The first problem zod found, as an EditorDocumentError whose path points into the caller's input. */
function toError(issue: z.core.$ZodIssue, checked: unknown, originalIndex: number[]): EditorDocumentError {
  const path: PathSegment[] = issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
  if (path[0] === 'elements' && typeof path[1] === 'number') path[1] = originalIndex[path[1]] ?? path[1];
  const missing = issue.code === 'invalid_type' && valueAt(checked, issue.path) === undefined;
  return new EditorDocumentError(path, missing ? 'is required' : issue.message);
}

/**
 * Reads an editor document of any version: migrates it, makes the safe repairs, fills defaults and
 * validates. Throws EditorDocumentError (path and problem in the message) for what it cannot repair.
 */
export function restoreWithReport(input: unknown): RestoreReport {
  if (!isObject(input)) throw new EditorDocumentError([], 'must be an object');
  let copy: JsonObject;
  try {
    copy = structuredClone(input);
  } catch {
    throw new EditorDocumentError([], 'must be plain JSON data');
  }
  const fromVersion = readVersion(copy);
  const warnings: RestoreWarning[] = [];
  const migrated = migrate(copy, fromVersion);
  for (const name of migrated.applied) warnings.push(warning('migrated', ['version'], `migrated ${name}`));
  const repaired = repair(migrated.document, warnings);
  for (const key of Object.keys(repaired.document)) {
    if (!['version', 'canvas', 'elements'].includes(key)) warnings.push(warning('property_dropped', [key], 'unknown property dropped'));
  }
  const parsed = documentSchema.safeParse(repaired.document);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw issue ? toError(issue, repaired.document, repaired.originalIndex) : new EditorDocumentError([], 'is not a valid document');
  }
  return { document: parsed.data, fromVersion, warnings };
}

/** restoreWithReport() without the report. */
export const restore = (input: unknown): EditorDocument => restoreWithReport(input).document;
