import { describe, expect, it } from 'vitest';
import { elementsInRect, selectAll, selectElements, selectInRect, selectNone, toggleInSelection, toggleSelected } from '../index';
import { makeDoc, rect } from '../../test/support';

const doc = makeDoc([rect('a', 0, 0, 100, 100), rect('b', 200, 0, 100, 100), rect('h', 0, 0, 10, 10, { hidden: true }), rect('l', 0, 0, 10, 10, { locked: true })]);

describe('selection', () => {
  it('select all takes visible unlocked elements; Escape clears', () => {
    expect(selectAll.run(doc, [], undefined).selection).toEqual(['a', 'b']);
    expect(selectAll.shortcuts[0]?.keys).toBe('Mod+A');
    expect(selectNone.run(doc, ['a'], undefined)).toEqual({ doc, selection: [] });
    expect(selectNone.isEnabled({ doc, selection: [] })).toBe(false);
  });

  it('set and toggle keep only ids in the document', () => {
    expect(selectElements.run(doc, [], { ids: ['b', 'zz', 'b', 'l'] }).selection).toEqual(['b', 'l']);
    expect(toggleSelected.run(doc, ['a'], { id: 'b' }).selection).toEqual(['a', 'b']);
    expect(toggleSelected.run(doc, ['a', 'b'], { id: 'a' }).selection).toEqual(['b']);
    expect(toggleInSelection(['x'], 'y')).toEqual(['x', 'y']);
  });

  it('a marquee catches elements inside it (or touching it), additive with Shift', () => {
    const marquee = { left: -10, top: -10, right: 150, bottom: 150 };
    expect(elementsInRect(doc, marquee)).toEqual(['a']);
    expect(elementsInRect(doc, { left: 50, top: 50, right: 250, bottom: 60 }, 'intersect')).toEqual(['a', 'b']);
    expect(selectInRect.run(doc, ['b'], { rect: marquee }).selection).toEqual(['a']);
    expect(selectInRect.run(doc, ['b'], { rect: marquee, additive: true }).selection).toEqual(['b', 'a']);
  });

  it('never changes the document', () => {
    for (const result of [selectAll.run(doc, [], undefined), selectElements.run(doc, [], { ids: ['a'] }), selectInRect.run(doc, [], { rect: { left: 0, top: 0, right: 1, bottom: 1 } })]) {
      expect(result.doc).toBe(doc);
    }
  });
});
