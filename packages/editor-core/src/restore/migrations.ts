import { CURRENT_VERSION } from '../schema/document';
import { isObject, type JsonObject } from './json';

/**
 * One step from version `from` to `from + 1`. Migrations see unvalidated JSON (restore() validates
 * after the last one), so they change only what they recognise and leave the rest for validation.
 */
export interface Migration {
  from: number;
  name: string;
  migrate(document: JsonObject): JsonObject;
}

const TRANSPARENT = '#00000000';
const colour = (value: unknown) => (value === 'transparent' ? TRANSPARENT : value);

function v1ElementToV2(element: unknown): unknown {
  if (!isObject(element)) return element;
  const next: JsonObject = { ...element, hidden: element.hidden ?? false };
  for (const key of ['fill', 'textColor'] as const) if (key in next) next[key] = colour(next[key]);
  if (isObject(next.stroke)) next.stroke = { ...next.stroke, color: colour(next.stroke.color) };
  else if (next.stroke === undefined && ['text', 'shape', 'badge'].includes(String(next.type))) next.stroke = null;
  if (next.type === 'text') next.italic = next.italic ?? false;
  // v1 had no star settings; its only renderer (the template previews) drew 14 points at 0.8.
  if (next.type === 'shape' && next.shape === 'star') {
    next.points = next.points ?? 14;
    next.innerRadius = next.innerRadius ?? 0.8;
  }
  return next;
}

/**
 * v1 → v2 "explicit-styles": v1 is the format of the first default templates (and the server's
 * interim check). v2 adds `hidden`, text `italic`, shadows, star settings and the image kind,
 * writes "no stroke" as null, and allows only hex colours (v1's "transparent" becomes #00000000).
 */
export const v1ToV2: Migration = {
  from: 1,
  name: 'explicit-styles',
  migrate(document) {
    const canvas = isObject(document.canvas) ? { ...document.canvas, background: colour(document.canvas.background) } : document.canvas;
    const elements = Array.isArray(document.elements) ? document.elements.map(v1ElementToV2) : document.elements;
    return { ...document, version: 2, canvas, elements };
  },
};

/** Every migration, oldest first; MIGRATIONS[i].from === i + 1 and the last ends at CURRENT_VERSION. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2];

if (MIGRATIONS.length !== CURRENT_VERSION - 1 || MIGRATIONS.some((migration, index) => migration.from !== index + 1)) {
  throw new Error('editor-core: MIGRATIONS must cover every version up to CURRENT_VERSION');
}

/** Runs the migrations from `version` up to the current one; returns the names it applied. */
export function migrate(document: JsonObject, version: number): { document: JsonObject; applied: string[] } {
  let current = document;
  const applied: string[] = [];
  for (const migration of MIGRATIONS.slice(version - 1)) {
    current = migration.migrate(current);
    applied.push(`v${migration.from}→v${migration.from + 1} ${migration.name}`);
  }
  return { document: current, applied };
}
