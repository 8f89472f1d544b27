import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, EditorDocumentError, LIMITS, MIGRATIONS, restore, restoreWithReport, v1ToV2 } from '../index';

const canvas = { width: 900, height: 1200 };
const box = { x: 10, y: 20, width: 100, height: 50 };

/** The message restore() throws for `input` (fails when it does not throw an EditorDocumentError). */
function refusal(input: unknown): string {
  try {
    restore(input);
  } catch (error) {
    expect(error).toBeInstanceOf(EditorDocumentError);
    return (error as Error).message;
  }
  throw new Error('restore() accepted the document');
}

describe('migrations', () => {
  it('has one named step per version up to the current one', () => {
    expect(CURRENT_VERSION).toBe(2);
    expect(MIGRATIONS.map((migration) => [migration.from, migration.name])).toEqual([[1, 'explicit-styles']]);
  });

  it('v1 → v2: transparent becomes #00000000, stars get v1 geometry, hidden/italic/stroke written out', () => {
    const v1 = {
      version: 1,
      canvas: { ...canvas, background: 'transparent' },
      elements: [
        { id: 'a', type: 'shape', shape: 'rect', ...box, fill: 'transparent', stroke: { color: 'transparent', width: 2 } },
        { id: 'b', type: 'shape', shape: 'star', ...box, fill: '#ff0000' },
        { id: 'c', type: 'text', ...box, text: 'Hi', fill: '#111111' },
        { id: 'd', type: 'badge', ...box, text: '-30%', shape: 'burst', fill: '#e8213f', textColor: 'transparent' },
      ],
    };
    const migrated = v1ToV2.migrate(v1) as { version: number; canvas: { background: string }; elements: Record<string, unknown>[] };
    expect(migrated.version).toBe(2);
    expect(migrated.canvas.background).toBe('#00000000');
    expect(migrated.elements[0]).toMatchObject({ fill: '#00000000', stroke: { color: '#00000000', width: 2 }, hidden: false });
    expect(migrated.elements[1]).toMatchObject({ points: 14, innerRadius: 0.8, stroke: null });
    expect(migrated.elements[2]).toMatchObject({ italic: false, stroke: null, hidden: false });
    expect(migrated.elements[3]).toMatchObject({ textColor: '#00000000' });
    expect(v1.elements[0]?.fill).toBe('transparent');
  });

  it('restore() runs the migrations and reports them', () => {
    const report = restoreWithReport({ version: 1, canvas, elements: [{ id: 'a', type: 'text', ...box, text: 'Hello' }] });
    expect(report.fromVersion).toBe(1);
    expect(report.document.version).toBe(CURRENT_VERSION);
    expect(report.warnings).toEqual([{ code: 'migrated', path: 'version', message: 'version: migrated v1→v2 explicit-styles' }]);
    expect(report.document.elements[0]).toMatchObject({ type: 'text', text: 'Hello', italic: false, hidden: false, shadow: null, direction: 'auto' });
  });

  it('does not change the input', () => {
    const input = { version: 1, canvas, elements: [{ id: 'a', type: 'shape', shape: 'rect', ...box, fill: 'transparent', opacity: 4 }] };
    const before = JSON.stringify(input);
    restore(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('restore: a valid current document', () => {
  it('comes back equal, without warnings, with defaults filled', () => {
    const input = { version: 2, canvas, elements: [{ id: 'p', type: 'product', ...box }] };
    const report = restoreWithReport(input);
    expect(report.warnings).toEqual([]);
    expect(report.document).toEqual({
      version: 2,
      canvas: { ...canvas, background: '#ffffff' },
      elements: [{ id: 'p', type: 'product', name: '', ...box, rotation: 0, opacity: 1, locked: false, hidden: false, imageId: null, fit: 'contain', shadow: null }],
    });
    expect(restoreWithReport(report.document)).toEqual({ ...report, fromVersion: 2 });
  });

  it('accepts every kind, including right-to-left text with stroke and shadow', () => {
    const doc = restore({
      version: 2,
      canvas: { width: 100, height: 4096, background: '#FFF' },
      elements: [
        { id: 'i', type: 'image', ...box, imageId: '0b8f7a34-7a51-4e0a-9a57-0c7d0f5c1b2e' },
        { id: 'p', type: 'product', ...box },
        { id: 't', type: 'text', ...box, text: 'تخفيضات', direction: 'rtl', italic: true, stroke: { color: '#000', width: 2 }, shadow: { color: '#00000080', blur: 4 } },
        { id: 's', type: 'shape', shape: 'ellipse', ...box },
        { id: 'k', type: 'sticker', ...box, src: '/api/infographics/assets/stickers/x.svg' },
        { id: 'b', type: 'badge', ...box, text: 'NEW' },
      ],
    });
    expect(doc.canvas.background).toBe('#ffffff');
    expect(doc.elements.map((element) => element.type)).toEqual(['image', 'product', 'text', 'shape', 'sticker', 'badge']);
    expect(doc.elements[2]).toMatchObject({ direction: 'rtl', stroke: { color: '#000000', width: 2 }, shadow: { color: '#00000080', blur: 4, offsetX: 0, offsetY: 0 } });
  });
});

describe('restore: repairs', () => {
  it('clamps opacity, normalises rotation, drops unknown kinds and properties, renames duplicate ids', () => {
    const report = restoreWithReport({
      version: 2,
      canvas,
      extra: true,
      elements: [
        { id: 'a', type: 'hologram', ...box },
        { id: 'a', type: 'shape', shape: 'rect', ...box, opacity: 1.5, rotation: 270, colour: 'red' },
        { id: 'a', type: 'shape', shape: 'rect', ...box, opacity: -2 },
      ],
    });
    expect(report.document.elements.map((element) => [element.id, element.opacity, element.rotation])).toEqual([
      ['a', 1, -90],
      ['a-2', 0, 0],
    ]);
    expect(report.warnings.map((warning) => warning.message)).toEqual([
      'elements[0]: unknown element type "hologram" dropped',
      'elements[1].colour: unknown property dropped',
      'elements[1].opacity: clamped to 1',
      'elements[1].rotation: normalised to -90',
      'elements[2].opacity: clamped to 0',
      'elements[2].id: duplicate id "a" replaced by "a-2"',
      'extra: unknown property dropped',
    ]);
    expect(report.warnings.map((warning) => warning.code)).toEqual(['element_dropped', 'property_dropped', 'opacity_clamped', 'rotation_normalised', 'opacity_clamped', 'id_regenerated', 'property_dropped']);
  });

  it('a regenerated id never collides with an existing one', () => {
    const doc = restore({ version: 2, canvas, elements: ['x', 'x-2', 'x'].map((id) => ({ id, type: 'product', ...box })) });
    expect(doc.elements.map((element) => element.id)).toEqual(['x', 'x-2', 'x-3']);
  });

  it('normalises colour case and short forms', () => {
    const doc = restore({ version: 2, canvas: { ...canvas, background: '#AbC' }, elements: [{ id: 'a', type: 'shape', shape: 'rect', ...box, fill: '#12345678'.toUpperCase() }] });
    expect(doc.canvas.background).toBe('#aabbcc');
    expect(doc.elements[0]).toMatchObject({ fill: '#12345678' });
  });
});

describe('restore: refusals name the path and the problem', () => {
  const element = (extra: Record<string, unknown>) => ({ version: 2, canvas, elements: [{ id: 'a', type: 'text', ...box, ...extra }] });

  it.each([
    ['not an object', 'no', 'document: must be an object'],
    ['a list', [], 'document: must be an object'],
    ['no version', { canvas, elements: [] }, 'version: is required'],
    ['a text version', { version: 'x', canvas, elements: [] }, 'version: must be a whole number from 1'],
    ['version 0', { version: 0, canvas, elements: [] }, 'version: must be a whole number from 1'],
    ['a future version', { version: 3, canvas, elements: [] }, 'version: 3 is newer than this editor understands (2)'],
    ['no canvas', { version: 2, elements: [] }, 'canvas: is required'],
    ['a tiny canvas', { version: 2, canvas: { width: 99, height: 1200 }, elements: [] }, 'canvas.width: must be at least 100 px'],
    ['a huge canvas', { version: 2, canvas: { width: 900, height: 4097 }, elements: [] }, 'canvas.height: must be at most 4096 px'],
    ['a fractional canvas', { version: 2, canvas: { width: 900.5, height: 1200 }, elements: [] }, 'canvas.width: must be a whole number of pixels'],
    ['a named background', { version: 2, canvas: { ...canvas, background: 'red' }, elements: [] }, 'canvas.background: must be a colour (#rrggbb or #rrggbbaa)'],
    ['elements not a list', { version: 1, canvas, elements: 'no' }, 'elements: must be a list of elements'],
    ['no elements', { version: 2, canvas }, 'elements: is required'],
    ['an element that is not an object', { version: 2, canvas, elements: [42] }, 'elements[0]: must be an object'],
    ['an element without type', { version: 2, canvas, elements: [{ id: 'a', ...box }] }, 'elements[0].type: must be one of image, product, text, shape, sticker, badge'],
    ['an element without position', { version: 2, canvas, elements: [{ id: 'a', type: 'text' }] }, 'elements[0].x: is required'],
    ['an empty id', element({ id: '' }), 'elements[0].id: must not be empty'],
    ['too long a text', element({ text: 'x'.repeat(LIMITS.maxTextLength + 1) }), 'elements[0].text: must be at most 2000 characters'],
    ['a bad colour', element({ fill: 'blue' }), 'elements[0].fill: must be a colour (#rrggbb or #rrggbbaa)'],
    ['a bad font weight', element({ fontWeight: 450 }), 'elements[0].fontWeight: must be a multiple of 100'],
    ['a huge font', element({ fontSize: 5000 }), 'elements[0].fontSize: must be at most 1000'],
    ['a negative width', element({ width: -1 }), 'elements[0].width: must be at least 0'],
    ['an infinite x', element({ x: Number.POSITIVE_INFINITY }), 'elements[0].x: must be a number'],
    ['a text opacity', element({ opacity: 'half' }), 'elements[0].opacity: must be a number'],
    ['an unknown direction', element({ direction: 'up' }), 'elements[0].direction: Invalid option: expected one of "ltr"|"rtl"|"auto"'],
  ])('%s', (_name, input, message) => {
    expect(refusal(input)).toBe(message);
  });

  it('a sticker or image needs something to draw', () => {
    expect(refusal({ version: 2, canvas, elements: [{ id: 'a', type: 'sticker', ...box }] })).toBe('elements[0].src: needs a stickerId or a src');
    expect(refusal({ version: 2, canvas, elements: [{ id: 'a', type: 'image', ...box, src: 'javascript:alert(1)' }] })).toBe('elements[0].src: must be a path starting with / or an https URL');
  });

  it('paths point into the input even after dropped elements', () => {
    expect(refusal({ version: 2, canvas, elements: [{ id: 'x', type: 'unknown' }, { id: 'a', type: 'text', ...box, fontSize: 'big' }] })).toBe('elements[1].fontSize: must be a number');
  });

  it(`refuses more than ${LIMITS.maxElements} elements`, () => {
    const elements = Array.from({ length: LIMITS.maxElements + 1 }, (_, index) => ({ id: `e${index}`, type: 'product', ...box }));
    expect(refusal({ version: 2, canvas, elements })).toBe('elements: must have at most 200 elements');
    expect(restore({ version: 2, canvas, elements: elements.slice(1) }).elements).toHaveLength(200);
  });

  it('the error carries the path and the problem separately', () => {
    try {
      restore({ version: 2, canvas: { width: 1, height: 1200 }, elements: [] });
    } catch (error) {
      expect(error).toMatchObject({ name: 'EditorDocumentError', path: 'canvas.width', problem: 'must be at least 100 px' });
    }
    expect.assertions(1);
  });
});
