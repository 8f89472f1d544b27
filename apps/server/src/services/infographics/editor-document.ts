import { INFOGRAPHIC_STATE_MAX_BYTES } from '@vitrina/contracts';
import { EditorDocumentError, restore, type EditorDocument } from '@vitrina/editor-core';
import { badRequest } from '../../http/app-error';

export type { EditorDocument };

/**
 * An editor document before it is stored: packages/editor-core's restore() migrates older
 * versions, makes its safe repairs and fills defaults, so what is stored is always a current,
 * valid document. What it refuses is 400 `editor_state_invalid` naming the field.
 */
export function checkDocument(state: unknown, field = 'state'): EditorDocument {
  if ((JSON.stringify(state) ?? '').length > INFOGRAPHIC_STATE_MAX_BYTES) throw badRequest('payload_too_large', { [field]: 'payload_too_large' });
  try {
    return restore(state);
  } catch (error) {
    if (error instanceof EditorDocumentError) throw badRequest('editor_state_invalid', { [field]: 'editor_state_invalid' });
    throw error;
  }
}
