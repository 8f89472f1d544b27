import { INFOGRAPHIC_STATE_MAX_BYTES } from '@vitrina/contracts';
import { CURRENT_VERSION } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { checkDocument } from './editor-document';

const canvas = { width: 900, height: 1200 };

describe('checkDocument (editor-core restore)', () => {
  it('stores older versions migrated to the current one, with defaults filled', () => {
    const stored = checkDocument({ version: 1, canvas, elements: [{ id: 'a', type: 'shape', shape: 'rect', x: 0, y: 0, width: 10, height: 10, fill: 'transparent' }] });
    expect(stored.version).toBe(CURRENT_VERSION);
    expect(stored.elements[0]).toMatchObject({ fill: '#00000000', hidden: false, locked: false });
  });

  it('refuses a broken document with 400 editor_state_invalid on the named field', () => {
    const refusal = (state: unknown, field?: string) => {
      try {
        checkDocument(state, field);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(refusal({ version: 1, canvas: { width: 10, height: 10 }, elements: [] })).toMatchObject({ code: 'editor_state_invalid', statusCode: 400, fields: { state: 'editor_state_invalid' } });
    expect(refusal({ version: 9 }, 'template.json')).toMatchObject({ fields: { 'template.json': 'editor_state_invalid' } });
    const tooBig = refusal({ version: 2, canvas, elements: [], padding: 'x'.repeat(INFOGRAPHIC_STATE_MAX_BYTES) });
    expect(tooBig).toBeInstanceOf(AppError);
    expect(tooBig).toMatchObject({ code: 'payload_too_large' });
  });
});
