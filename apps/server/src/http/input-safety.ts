import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Deeper JSON than this is refused before any schema sees it (no API body nests past a dozen). */
export const MAX_INPUT_DEPTH = 32;

/** NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their other half. */
const FORBIDDEN_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = { field: string; kind: 'characters' | 'depth' };

/**
 * The first string (value or key) holding a forbidden character, or the first place nested
 * deeper than MAX_INPUT_DEPTH, with its field path (`params.prompt`, `items.2.name`). Iterative,
 * so a hostile nesting cannot overflow the stack.
 */
export function findInputProblem(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    const field = path.join('.') || '_';
    if (typeof value === 'string') {
      if (FORBIDDEN_CHARACTERS.test(value)) return { field, kind: 'characters' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= maxDepth) return { field, kind: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_CHARACTERS.test(key)) return { field: [...path, key.replace(FORBIDDEN_CHARACTERS, '?')].join('.'), kind: 'characters' };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function checkRequest(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const problem = findInputProblem(part);
    if (!problem) continue;
    const code = problem.kind === 'characters' ? 'invalid_characters' : 'validation_failed';
    throw new AppError(code, 400, { [problem.field]: code });
  }
}

/**
 * Every route: a NUL or a lone surrogate anywhere in the path parameters, the query or a JSON
 * body answers 400 naming the field, before validation and before anything reaches the database.
 */
export function installInputSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
