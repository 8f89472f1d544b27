import { describe, expect, it } from 'vitest';
import { snapBox } from './snapping';

const canvas = { width: 900, height: 1200 };
const box = (left: number, top: number, width = 100, height = 100) => ({ left, top, right: left + width, bottom: top + height });

describe('snap guides', () => {
  it('snaps to the canvas edge when close', () => {
    const result = snapBox(box(4, 500), canvas, [], 6);
    expect(result.dx).toBe(-4);
    expect(result.vertical).toEqual([0]);
    expect(result.dy).toBe(0);
  });

  it('snaps the centre to the canvas centre', () => {
    const result = snapBox(box(397, 553), canvas, [], 6);
    expect(result.dx).toBe(3);
    expect(result.dy).toBe(-3);
    expect(result.vertical).toEqual([450]);
    expect(result.horizontal).toEqual([600]);
  });

  it('snaps to another element and prefers the closest line', () => {
    const other = box(300, 100, 200, 50);
    const result = snapBox(box(502, 158), canvas, [other], 6);
    expect(result.dx).toBe(-2); // left edge to the other's right edge
    expect(result.vertical).toEqual([500]);
    expect(result.dy).toBe(0); // 158 is 8 px from the bottom edge at 150: too far
    expect(result.horizontal).toEqual([]);
  });

  it('does nothing beyond the threshold', () => {
    expect(snapBox(box(200, 300), canvas, [], 6)).toEqual({ dx: 0, dy: 0, vertical: [], horizontal: [] });
  });
});
