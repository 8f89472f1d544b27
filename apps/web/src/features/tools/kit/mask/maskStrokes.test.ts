import { describe, expect, it } from 'vitest';
import { canvasCssWidth, emptyHistory, pushStroke, redo, undo, type MaskStroke } from './maskStrokes';

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

describe('mask canvas size', () => {
  it('fits the whole photo in the 70vh viewport at zoom 1 and scales the fit with the zoom', () => {
    expect(canvasCssWidth(1, 1600, 800)).toBe('min(100%, 140.000vh)');
    expect(canvasCssWidth(2, 800, 1600)).toBe('min(200%, 70.000vh)');
  });
});
