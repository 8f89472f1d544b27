import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, pushState, redo, startHistory, undo } from './editHistory';

const same = (a: number, b: number) => a === b;

describe('edit history', () => {
  it('undoes and redoes in order', () => {
    let history = startHistory(0);
    history = pushState(history, 1, same);
    history = pushState(history, 2, same);
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe(1);
    history = undo(history);
    expect(history.present).toBe(0);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(1);
    expect(canRedo(history)).toBe(true);
    history = redo(redo(history));
    expect(history.present).toBe(2);
    expect(canRedo(history)).toBe(false);
  });

  it('drops the undone states when a new one is pushed', () => {
    const history = pushState(undo(pushState(pushState(startHistory(0), 1, same), 2, same)), 5, same);
    expect(history).toEqual({ past: [0, 1], present: 5, future: [] });
  });

  it('ignores a state equal to the current one', () => {
    const history = pushState(startHistory(3), 3, same);
    expect(history.past).toEqual([]);
  });
});
