import { describe, expect, it } from 'vitest';
import { isClick, rectFromPoints } from './marquee';

describe('marquee', () => {
  it('normalises corners dragged in any direction', () => {
    expect(rectFromPoints({ x: 50, y: 80 }, { x: 10, y: 20 })).toEqual({ left: 10, top: 20, right: 50, bottom: 80 });
  });

  it('tells a click from a drag', () => {
    expect(isClick(rectFromPoints({ x: 0, y: 0 }, { x: 2, y: 3 }), 4)).toBe(true);
    expect(isClick(rectFromPoints({ x: 0, y: 0 }, { x: 2, y: 30 }), 4)).toBe(false);
  });
});
