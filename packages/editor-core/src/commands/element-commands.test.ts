import { describe, expect, it } from 'vitest';
import { EditorDocumentError, LIMITS, addElement, deleteElements, duplicateElements } from '../index';
import { byId, ids, makeDoc, rect, text } from '../../test/support';

describe('element.add', () => {
  it('adds on top with a generated id, fills defaults and selects it', () => {
    const doc = makeDoc([rect('a', 0, 0)]);
    const result = addElement.run(doc, ['a'], { element: { type: 'text', text: 'مرحبا', x: 10, y: 10, width: 300, height: 60, direction: 'rtl' } });
    expect(ids(result.doc)).toEqual(['a', 'text-1']);
    expect(result.selection).toEqual(['text-1']);
    expect(byId(result.doc, 'text-1')).toMatchObject({ text: 'مرحبا', direction: 'rtl', fontFamily: 'Noto Sans', opacity: 1, locked: false });
    expect(ids(addElement.run(result.doc, [], { element: { type: 'text', x: 0, y: 0, width: 1, height: 1 } }).doc)).toEqual(['a', 'text-1', 'text-2']);
    expect(doc.elements).toHaveLength(1);
  });

  it('keeps a requested id when it is free', () => {
    const doc = makeDoc([rect('a', 0, 0)]);
    expect(addElement.run(doc, [], { element: { id: 'logo', type: 'product', x: 0, y: 0, width: 5, height: 5 } }).selection).toEqual(['logo']);
    expect(addElement.run(doc, [], { element: { id: 'a', type: 'product', x: 0, y: 0, width: 5, height: 5 } }).selection).toEqual(['a-2']);
  });

  it('refuses an invalid element and a full document', () => {
    const doc = makeDoc();
    expect(() => addElement.run(doc, [], { element: { type: 'text', x: 0, y: 0, width: 1, height: 1, fontSize: 0 } })).toThrow('elements[0].fontSize: must be at least 4');
    const full = makeDoc(Array.from({ length: LIMITS.maxElements }, (_, index) => rect(`r${index}`, 0, 0)));
    expect(() => addElement.run(full, [], { element: { type: 'product', x: 0, y: 0, width: 1, height: 1 } })).toThrow(EditorDocumentError);
  });
});

describe('element.delete', () => {
  it('removes the selected unlocked elements and keeps locked ones selected', () => {
    const doc = makeDoc([rect('a', 0, 0), rect('b', 0, 0, 10, 10, { locked: true }), text('c')]);
    const result = deleteElements.run(doc, ['a', 'b'], undefined);
    expect(ids(result.doc)).toEqual(['b', 'c']);
    expect(result.selection).toEqual(['b']);
    expect(deleteElements.isEnabled({ doc, selection: ['b'] })).toBe(false);
    expect(deleteElements.run(doc, ['b'], undefined).doc).toBe(doc);
  });
});

describe('element.duplicate', () => {
  it('copies the selection on top, offset, with fresh ids, and selects the copies', () => {
    const doc = makeDoc([rect('a', 10, 20), rect('b', 0, 0, 10, 10, { locked: true }), text('c')]);
    const result = duplicateElements.run(doc, ['b', 'a'], undefined);
    expect(ids(result.doc)).toEqual(['a', 'b', 'c', 'a-2', 'b-2']);
    expect(result.selection).toEqual(['a-2', 'b-2']);
    expect(byId(result.doc, 'a-2')).toMatchObject({ x: 30, y: 40, width: 100 });
    expect(byId(result.doc, 'b-2')).toMatchObject({ locked: false });
    expect(duplicateElements.run(doc, [], undefined).doc).toBe(doc);
  });
});
