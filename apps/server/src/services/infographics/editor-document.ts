import { INFOGRAPHIC_STATE_MAX_BYTES } from '@vitrina/contracts';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';

/**
 * Checks an editor document before it is stored. packages/editor-core (issue 9, web half) owns
 * the real schema, migrations and restore(); until it exists this local schema checks the
 * frame every version has (version, canvas, elements with id and type) so that nothing that is
 * not a document gets stored. Swap `checkDocument` for editor-core's restore() when it lands.
 */
const elementSchema = z.looseObject({ id: z.string().min(1).max(128), type: z.string().min(1).max(64) });

const documentFrameSchema = z.looseObject({
  version: z.number().int().positive(),
  canvas: z.looseObject({
    width: z.number().int().min(16).max(4096),
    height: z.number().int().min(16).max(4096),
  }),
  elements: z.array(elementSchema).max(1000),
});

export type EditorDocument = Record<string, unknown>;

/** The stored (current-version) document, or 400 `validation_failed` naming the `state` field. */
export function checkDocument(state: unknown, field = 'state'): EditorDocument {
  if (JSON.stringify(state).length > INFOGRAPHIC_STATE_MAX_BYTES) throw badRequest('payload_too_large', { [field]: 'payload_too_large' });
  const parsed = documentFrameSchema.safeParse(state);
  if (!parsed.success) throw badRequest('editor_state_invalid', { [field]: 'editor_state_invalid' });
  const ids = parsed.data.elements.map((element) => element.id);
  if (new Set(ids).size !== ids.length) throw badRequest('editor_state_invalid', { [field]: 'editor_state_invalid' });
  return parsed.data;
}
