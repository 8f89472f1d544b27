import { describe, expect, it } from 'vitest';
import { CLIPBOARD_FORMAT, LIMITS, copyElements, cutElements, pasteElements } from '../index';
import { byId, ids, makeDoc, rect, text } from '../../test/support';

const doc = makeDoc([rect('a', 10, 10), text('t', 50, 60), rect('l', 0, 0, 10, 10, { locked: true })]);

describe('copy, cut, paste', () => {
  it('copy returns a clipboard value and leaves the document', () => {
    const result = copyElements.run(doc, ['t', 'a'], undefined);
    expect(result.doc).toBe(doc);
    expect(result.clipboard).toMatchObject({ format: CLIPBOARD_FORMAT, version: 2 });
    expect(result.clipboard?.elements.map((element) => element.id)).toEqual(['a', 't']);
  });

  it('cut removes the unlocked selected elements and copies exactly those', () => {
    const result = cutElements.run(doc, ['a', 'l'], undefined);
    expect(ids(result.doc)).toEqual(['t', 'l']);
    expect(result.clipboard?.elements.map((element) => element.id)).toEqual(['a']);
    expect(result.selection).toEqual(['l']);
  });

  it('paste adds copies on top with fresh ids, stepping when pasted over the originals', () => {
    const { clipboard } = copyElements.run(doc, ['a', 't'], undefined);
    const once = pasteElements.run(doc, [], { clipboard });
    expect(ids(once.doc)).toEqual(['a', 't', 'l', 'a-2', 't-2']);
    expect(once.selection).toEqual(['a-2', 't-2']);
    expect(byId(once.doc, 'a-2')).toMatchObject({ x: 30, y: 30 });
    const twice = pasteElements.run(once.doc, [], { clipboard });
    expect(byId(twice.doc, 'a-3')).toMatchObject({ x: 50, y: 50 });
    const elsewhere = pasteElements.run(makeDoc(), [], { clipboard });
    expect(byId(elsewhere.doc, 'a')).toMatchObject({ x: 10, y: 10 });
  });

  it('paste survives a trip through JSON and migrates older clipboards', () => {
    const { clipboard } = copyElements.run(doc, ['t'], undefined);
    expect(ids(pasteElements.run(doc, [], { clipboard: JSON.parse(JSON.stringify(clipboard)) }).doc)).toHaveLength(4);
    const v1 = { format: CLIPBOARD_FORMAT, version: 1, elements: [{ id: 's', type: 'shape', shape: 'rect', x: 0, y: 0, width: 5, height: 5, fill: 'transparent' }] };
    expect(byId(pasteElements.run(doc, [], { clipboard: v1 }).doc, 's')).toMatchObject({ fill: '#00000000', hidden: false });
  });

  it('paste refuses what is not copied elements, and overfull documents', () => {
    expect(() => pasteElements.run(doc, [], { clipboard: 'hello' })).toThrow('clipboard: is not copied editor elements');
    expect(() => pasteElements.run(doc, [], { clipboard: { format: CLIPBOARD_FORMAT, version: 2, elements: [{ id: 'x', type: 'text' }] } })).toThrow('elements[0].x: is required');
    const full = makeDoc(Array.from({ length: LIMITS.maxElements }, (_, index) => rect(`r${index}`, 0, 0)));
    const { clipboard } = copyElements.run(full, ['r0'], undefined);
    expect(() => pasteElements.run(full, [], { clipboard })).toThrow('elements: must have at most 200 elements');
  });
});
