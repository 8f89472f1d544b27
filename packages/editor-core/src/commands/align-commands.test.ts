import { describe, expect, it } from 'vitest';
import { alignBottom, alignCentre, alignLeft, alignMiddle, alignRight, alignTop, distributeHorizontally, distributeVertically, elementBounds } from '../index';
import { byId, makeDoc, rect } from '../../test/support';

const doc = makeDoc([rect('a', 100, 100, 100, 50), rect('b', 300, 400, 200, 100), rect('c', 50, 250, 20, 20, { locked: true })]);
const pos = (next: typeof doc, id: string) => [byId(next, id).x, byId(next, id).y];

describe('align', () => {
  it('one element aligns to the canvas', () => {
    expect(pos(alignLeft.run(doc, ['b'], undefined).doc, 'b')).toEqual([0, 400]);
    expect(pos(alignCentre.run(doc, ['b'], undefined).doc, 'b')).toEqual([350, 400]);
    expect(pos(alignRight.run(doc, ['b'], undefined).doc, 'b')).toEqual([700, 400]);
    expect(pos(alignTop.run(doc, ['b'], undefined).doc, 'b')).toEqual([300, 0]);
    expect(pos(alignMiddle.run(doc, ['b'], undefined).doc, 'b')).toEqual([300, 550]);
    expect(pos(alignBottom.run(doc, ['b'], undefined).doc, 'b')).toEqual([300, 1100]);
  });

  it('several align to their common box; locked ones count but stay', () => {
    const left = alignLeft.run(doc, ['a', 'b', 'c'], undefined).doc;
    expect([pos(left, 'a'), pos(left, 'b'), pos(left, 'c')]).toEqual([[50, 100], [50, 400], [50, 250]]);
    const right = alignRight.run(doc, ['a', 'b'], undefined).doc;
    expect([pos(right, 'a'), pos(right, 'b')]).toEqual([[400, 100], [300, 400]]);
    const middle = alignMiddle.run(doc, ['a', 'b'], undefined).doc;
    expect([pos(middle, 'a'), pos(middle, 'b')]).toEqual([[100, 275], [300, 250]]);
    expect(alignTop.run(doc, ['c'], undefined).doc).toBe(doc);
  });

  it('rotated elements align by the box they are drawn in', () => {
    const turned = makeDoc([rect('r', 100, 100, 200, 100, { rotation: 90 })]);
    expect(elementBounds(byId(turned, 'r'))).toMatchObject({ left: 150, top: 50, right: 250, bottom: 250 });
    const aligned = byId(alignLeft.run(turned, ['r'], undefined).doc, 'r');
    expect(aligned.x).toBeCloseTo(-50);
  });
});

describe('distribute', () => {
  it('equal gaps between three or more, the outer ones stay', () => {
    const row = makeDoc([rect('a', 0, 0, 100, 10), rect('b', 150, 0, 50, 10), rect('c', 700, 0, 100, 10), rect('d', 500, 0, 100, 10)]);
    const next = distributeHorizontally.run(row, ['a', 'b', 'c', 'd'], undefined).doc;
    // span 800, widths 350 → gap 150: a 0–100, b 250–300, d 450–550, c 700–800
    expect(['a', 'b', 'd', 'c'].map((id) => byId(next, id).x)).toEqual([0, 250, 450, 700]);
    const column = makeDoc([rect('a', 0, 0, 10, 100), rect('b', 0, 110, 10, 100), rect('c', 0, 600, 10, 100)]);
    expect(byId(distributeVertically.run(column, ['a', 'b', 'c'], undefined).doc, 'b').y).toBe(300);
  });

  it('needs three movable elements', () => {
    expect(distributeHorizontally.isEnabled({ doc, selection: ['a', 'b', 'c'] })).toBe(false);
    expect(distributeHorizontally.run(doc, ['a', 'b'], undefined).doc).toBe(doc);
  });
});
