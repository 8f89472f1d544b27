import type { z } from 'zod';
import { PUBLIC_API_FIELDS } from '@vitrina/contracts';

/** Fields of a tool call that are not the tool's parameters. */
const RESERVED_FIELDS = new Set<string>([PUBLIC_API_FIELDS.webhook]);

type ShapeOf = Record<string, z.ZodType>;

/** The object shape behind a tool's params schema (through `.default()` wrappers), when it has one. */
export function shapeOf(schema: z.ZodType): ShapeOf | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { shape?: ShapeOf; def?: { innerType?: unknown } };
    if (candidate.shape) return candidate.shape;
    current = candidate.def?.innerType;
  }
  return undefined;
}

/** `negative_prompt` -> `negativePrompt`: the public API takes each parameter in either spelling. */
export function camelName(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The parameter a field sets: its own name when the tool has such a parameter, otherwise the
 * camelCase of a snake_case name (`aspect_ratio` sets `aspectRatio`), otherwise its own name (and
 * the tool's contract refuses it as unknown).
 */
function parameterName(name: string, shape: ShapeOf | undefined): string {
  if (!shape || name in shape) return name;
  const camel = camelName(name);
  return camel in shape ? camel : name;
}

/**
 * Request fields -> the tool's params object, to be validated by the tool's own contract. A JSON
 * body's members are taken as sent. Each multipart text field is taken as text when the
 * parameter's schema accepts text, otherwise as JSON (numbers, booleans, objects such as
 * `crop={"marginPercent":5}`); text that is not JSON stays text and fails validation with the
 * field named.
 */
export function paramsFromFields(schema: z.ZodType, fields: Record<string, unknown>, encoding: 'multipart' | 'json' = 'multipart'): Record<string, unknown> {
  const shape = shapeOf(schema);
  const params: Record<string, unknown> = {};
  for (const [sentName, raw] of Object.entries(fields)) {
    if (RESERVED_FIELDS.has(sentName)) continue;
    const name = parameterName(sentName, shape);
    // Sent in both spellings: the exact name wins.
    if (name !== sentName && name in fields) continue;
    if (encoding === 'json' || typeof raw !== 'string') {
      params[name] = raw;
      continue;
    }
    const fieldSchema = shape?.[name];
    if (fieldSchema?.safeParse(raw).success) {
      params[name] = raw;
      continue;
    }
    try {
      params[name] = JSON.parse(raw) as unknown;
    } catch {
      params[name] = raw;
    }
  }
  return params;
}
