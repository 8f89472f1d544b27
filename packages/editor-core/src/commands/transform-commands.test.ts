import { describe, expect, it } from 'vitest';
import { LIMITS, moveElements, nudgeElements, resizeElements, rotateElements, transformElements } from '../index';
import { byId, makeDoc, rect } from '../../test/support';

const doc = makeDoc([rect('a', 10, 10), rect('b', 50, 50, 100, 100, { locked: true }), rect('c', 200, 200, 40, 20)]);

describe('move and nudge', () => {
  it('move shifts the unlocked selected elements only', () => {
    const { doc: moved, selection } = moveElements.run(doc, ['a', 'b'], { dx: 5, dy: -15 });
    expect([byId(moved, 'a').x, byId(moved, 'a').y]).toEqual([15, -5]);
    expect(byId(moved, 'b')).toBe(byId(doc, 'b'));
    expect(byId(moved, 'c')).toBe(byId(doc, 'c'));
    expect(selection).toEqual(['a', 'b']);
    expect(moveElements.run(doc, ['a'], { dx: 0, dy: 0 }).doc).toBe(doc);
    expect(moveElements.run(doc, ['b'], { dx: 3, dy: 3 }).doc).toBe(doc);
  });

  it('coordinates stay within the limits', () => {
    expect(() => moveElements.run(doc, ['a'], { dx: Number.NaN, dy: 0 })).toThrow('elements[0].x: must be a number');
    expect(() => rotateElements.run(doc, ['a'], { by: Number.NaN })).toThrow('elements[0].rotation: must be a number');
    expect(byId(moveElements.run(doc, ['a'], { dx: 1e9, dy: -1e9 }).doc, 'a')).toMatchObject({ x: LIMITS.maxCoordinate, y: -LIMITS.maxCoordinate });
  });

  it('nudge has arrow shortcuts (Shift for 10 px) and coalesces per selection', () => {
    expect(nudgeElements.shortcuts.find((shortcut) => shortcut.keys === 'Shift+ArrowUp')?.args).toEqual({ dx: 0, dy: -10 });
    expect(byId(nudgeElements.run(doc, ['a'], { dx: 1, dy: 0 }).doc, 'a').x).toBe(11);
    const key = nudgeElements.coalesceKey!;
    expect(key({ doc, selection: ['c', 'a'] }, { dx: 1, dy: 0 })).toBe(key({ doc, selection: ['a', 'c'] }, { dx: 0, dy: 1 }));
    expect(key({ doc, selection: ['a'] }, { dx: 1, dy: 0 })).not.toBe(key({ doc, selection: ['c'] }, { dx: 1, dy: 0 }));
  });
});

describe('element.transform', () => {
  it('applies transformer boxes, normalising rotation, leaving locked elements', () => {
    const { doc: next } = transformElements.run(doc, ['a', 'b'], {
      changes: [
        { id: 'a', x: 0, y: 0, width: 300, height: 150, rotation: 190 },
        { id: 'b', x: 0 },
      ],
    });
    expect(byId(next, 'a')).toMatchObject({ x: 0, y: 0, width: 300, height: 150, rotation: -170 });
    expect(byId(next, 'b')).toBe(byId(doc, 'b'));
    expect(transformElements.run(doc, ['a'], { changes: [{ id: 'a', x: 10 }] }).doc).toBe(doc);
  });

  it('refuses a negative size with the element path', () => {
    expect(() => transformElements.run(doc, ['c'], { changes: [{ id: 'c', width: -5 }] })).toThrow('elements[2].width: must be at least 0');
  });
});

describe('element.resize', () => {
  it('sets the size about the centre, optionally keeping the ratio', () => {
    const resized = byId(resizeElements.run(doc, ['c'], { width: 80 }).doc, 'c');
    expect(resized).toMatchObject({ x: 180, y: 200, width: 80, height: 20 });
    expect(byId(resizeElements.run(doc, ['c'], { width: 80, keepRatio: true }).doc, 'c')).toMatchObject({ width: 80, height: 40, x: 180, y: 190 });
    expect(byId(resizeElements.run(doc, ['c'], { height: 10, keepRatio: true }).doc, 'c')).toMatchObject({ width: 20, height: 10 });
    expect(byId(resizeElements.run(doc, ['c'], { width: -20 }).doc, 'c').width).toBe(0);
    const line = makeDoc([rect('line', 0, 100, 540, 0)]);
    expect(byId(resizeElements.run(line, ['line'], { width: 300, keepRatio: true }).doc, 'line')).toMatchObject({ width: 300, height: 0 });
    expect(resizeElements.run(doc, ['c'], { width: 40 }).doc).toBe(doc);
    expect(resizeElements.run(doc, ['b'], { width: 1 }).doc).toBe(doc);
  });
});

describe('element.rotate', () => {
  it('adds or sets degrees, kept in (-180, 180]', () => {
    expect(byId(rotateElements.run(doc, ['a'], { by: 15 }).doc, 'a').rotation).toBe(15);
    expect(byId(rotateElements.run(doc, ['a'], { by: -190 }).doc, 'a').rotation).toBe(170);
    expect(byId(rotateElements.run(doc, ['a'], { to: 540 }).doc, 'a').rotation).toBe(180);
    expect(rotateElements.run(doc, ['a'], { to: 0 }).doc).toBe(doc);
    expect(rotateElements.run(doc, ['b'], { by: 90 }).doc).toBe(doc);
    expect(rotateElements.shortcuts.map((shortcut) => shortcut.keys)).toEqual(['Alt+Shift+ArrowRight', 'Alt+Shift+ArrowLeft']);
  });
});
