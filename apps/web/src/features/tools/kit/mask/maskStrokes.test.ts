import { describe, expect, it } from 'vitest';
import { emptyHistory, pushStroke, redo, undo, type MaskStroke } from './maskStrokes';

const stroke = (size: number): MaskStroke => ({ mode: 'erase', size, points: [{ x: 1, y: 1 }] });

describe('mask brush history', () => {
  it('undoes and redoes strokes in order, and a new stroke clears the redo list', () => {
    let history = pushStroke(pushStroke(emptyHistory(), stroke(1)), stroke(2));
    history = undo(history);
    expect(history.done.map((s) => s.size)).toEqual([1]);
    history = redo(history);
    expect(history.done.map((s) => s.size)).toEqual([1, 2]);
    history = pushStroke(undo(history), stroke(3));
    expect(history.done.map((s) => s.size)).toEqual([1, 3]);
    expect(redo(history)).toBe(history);
    expect(undo(undo(undo(history))).done).toEqual([]);
  });
});
