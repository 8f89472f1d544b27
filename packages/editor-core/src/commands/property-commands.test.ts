import { describe, expect, it } from 'vitest';
import { lockElements, setProperty, toggleBold, toggleHidden, toggleItalic, unlockElements } from '../index';
import { byId, makeDoc, rect, text } from '../../test/support';

const doc = makeDoc([
  rect('r', 0, 0),
  text('t', 0, 0, { fontWeight: 700 }),
  { id: 'b', type: 'badge', text: 'NEW', x: 0, y: 0, width: 100, height: 100, fontWeight: 400 },
  text('l', 0, 0, { locked: true }),
]);

describe('element.setProperty', () => {
  it('sets each property on the selected kinds that have it', () => {
    const { doc: next } = setProperty.run(doc, ['r', 't', 'b'], { patch: { fill: '#FF0000', fontSize: 60 } });
    expect(byId(next, 'r')).toMatchObject({ fill: '#ff0000' });
    expect(byId(next, 'r')).not.toHaveProperty('fontSize');
    expect(byId(next, 't')).toMatchObject({ fill: '#ff0000', fontSize: 60 });
    expect(byId(next, 'b')).toMatchObject({ fill: '#ff0000' });
  });

  it('covers text styling: stroke, shadow, alignment, spacing, direction', () => {
    const patch = { stroke: { color: '#000000', width: 3 }, shadow: { color: '#00000066', blur: 8, offsetX: 2, offsetY: 4 }, align: 'end', lineHeight: 1.5, letterSpacing: 2, direction: 'rtl', italic: true } as const;
    expect(byId(setProperty.run(doc, ['t'], { patch }).doc, 't')).toMatchObject(patch);
  });

  it('leaves locked elements and unchanged values alone', () => {
    expect(setProperty.run(doc, ['l'], { patch: { text: 'x' } }).doc).toBe(doc);
    expect(setProperty.run(doc, ['t'], { patch: { fontWeight: 700 } }).doc).toBe(doc);
    expect(setProperty.run(doc, ['r'], { patch: { text: 'not a text' } }).doc).toBe(doc);
  });

  it('refuses invalid values with the path', () => {
    expect(() => setProperty.run(doc, ['t'], { patch: { fill: 'red' } })).toThrow('elements[1].fill: must be a colour (#rrggbb or #rrggbbaa)');
    expect(() => setProperty.run(doc, ['t'], { patch: { opacity: 2 } })).toThrow('elements[1].opacity: must be at most 1');
  });

  it('coalesces by selection and property names', () => {
    const key = setProperty.coalesceKey!;
    const state = { doc, selection: ['t'] };
    expect(key(state, { patch: { fontSize: 10 } })).toBe(key(state, { patch: { fontSize: 20 } }));
    expect(key(state, { patch: { fontSize: 10 } })).not.toBe(key(state, { patch: { fill: '#000000' } }));
  });
});

describe('lock, unlock, hide', () => {
  it('lock and unlock flip the flag and say when they apply', () => {
    const locked = lockElements.run(doc, ['r', 'l'], undefined).doc;
    expect(byId(locked, 'r').locked).toBe(true);
    expect(byId(locked, 'l')).toBe(byId(doc, 'l'));
    expect(lockElements.isEnabled({ doc: locked, selection: ['r', 'l'] })).toBe(false);
    expect(unlockElements.isEnabled({ doc: locked, selection: ['r'] })).toBe(true);
    expect(byId(unlockElements.run(locked, ['r'], undefined).doc, 'r').locked).toBe(false);
    expect(lockElements.shortcuts[0]?.keys).not.toBe(unlockElements.shortcuts[0]?.keys);
  });

  it('toggleHidden hides, then shows when everything selected is hidden', () => {
    const hidden = toggleHidden.run(doc, ['r', 't'], undefined).doc;
    expect([byId(hidden, 'r').hidden, byId(hidden, 't').hidden]).toEqual([true, true]);
    const shown = toggleHidden.run(hidden, ['r', 't'], undefined).doc;
    expect([byId(shown, 'r').hidden, byId(shown, 't').hidden]).toEqual([false, false]);
  });
});

describe('bold and italic', () => {
  it('bold makes texts and badges 700 unless all are bold already', () => {
    const bold = toggleBold.run(doc, ['t', 'b'], undefined).doc;
    expect([byId(bold, 't'), byId(bold, 'b')].map((element) => (element.type === 'text' || element.type === 'badge' ? element.fontWeight : 0))).toEqual([700, 700]);
    const regular = toggleBold.run(bold, ['t', 'b'], undefined).doc;
    expect(byId(regular, 't')).toMatchObject({ fontWeight: 400 });
    expect(toggleBold.isEnabled({ doc, selection: ['r'] })).toBe(false);
  });

  it('italic toggles texts', () => {
    const italic = toggleItalic.run(doc, ['t', 'r'], undefined).doc;
    expect(byId(italic, 't')).toMatchObject({ italic: true });
    expect(byId(toggleItalic.run(italic, ['t'], undefined).doc, 't')).toMatchObject({ italic: false });
    expect(toggleItalic.isEnabled({ doc, selection: ['b'] })).toBe(false);
  });
});
