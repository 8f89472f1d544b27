import { describe, expect, it } from 'vitest';
import { createHistory } from '../index';
import { byId, ids, makeDoc, rect } from '../../test/support';

function setup(options: { limit?: number; coalesceWindowMs?: number } = {}) {
  let clock = 0;
  const history = createHistory({ doc: makeDoc([rect('a', 0, 0), rect('b', 200, 0)]), selection: ['a'] }, { ...options, now: () => clock });
  return { history, tick: (ms: number) => (clock += ms), x: () => byId(history.getState().doc, 'a').x };
}

describe('createHistory', () => {
  it('undo and redo walk back and forth, selection included', () => {
    const { history } = setup();
    history.dispatch('element.duplicate');
    expect(history.getState().selection).toEqual(['a-2']);
    history.dispatch('element.delete');
    expect(ids(history.getState().doc)).toEqual(['a', 'b']);
    expect(history.undo()).toBe(true);
    expect(ids(history.getState().doc)).toEqual(['a', 'b', 'a-2']);
    expect(history.undo()).toBe(true);
    expect(history.getState().selection).toEqual(['a']);
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(true);
    expect(ids(history.getState().doc)).toEqual(['a', 'b', 'a-2']);
    expect(history.canRedo()).toBe(true);
  });

  it('a new change after undo drops the redo steps', () => {
    const { history } = setup();
    history.dispatch('element.move', { dx: 5, dy: 0 });
    history.undo();
    history.dispatch('element.move', { dx: 7, dy: 0 });
    expect(history.canRedo()).toBe(false);
    expect(history.redo()).toBe(false);
  });

  it('selection-only and no-op commands make no undo step', () => {
    const { history } = setup();
    history.dispatch('selection.all');
    history.dispatch('order.back');
    history.dispatch('clipboard.copy');
    expect(history.getState().selection).toEqual(['a', 'b']);
    expect(history.canUndo()).toBe(false);
  });

  it('coalesces a run of nudges of the same selection within the window', () => {
    const { history, tick, x } = setup();
    for (let step = 0; step < 5; step += 1) {
      history.dispatch('element.nudge', { dx: 1, dy: 0 });
      tick(100);
    }
    expect(x()).toBe(5);
    history.undo();
    expect(x()).toBe(0);
    expect(history.canUndo()).toBe(false);
  });

  it('does not coalesce across a pause, another selection or another command', () => {
    const { history, tick, x } = setup();
    history.dispatch('element.nudge', { dx: 1, dy: 0 });
    tick(5000);
    history.dispatch('element.nudge', { dx: 1, dy: 0 });
    history.dispatch('element.move', { dx: 10, dy: 0 });
    history.dispatch('element.nudge', { dx: 1, dy: 0 });
    history.select(['a', 'b']);
    history.dispatch('element.nudge', { dx: 1, dy: 0 });
    expect(x()).toBe(14);
    const seen: number[] = [];
    while (history.undo()) seen.push(x());
    expect(seen).toEqual([13, 12, 2, 1, 0]);
  });

  it('coalesces property drags per property, and an undo ends the run', () => {
    const { history } = setup();
    const fill = () => (byId(history.getState().doc, 'a') as { fill: string }).fill;
    history.dispatch('element.setProperty', { patch: { fill: '#000001' } });
    history.dispatch('element.setProperty', { patch: { fill: '#000002' } });
    history.dispatch('element.setProperty', { patch: { opacity: 0.5 } });
    history.undo();
    history.dispatch('element.setProperty', { patch: { fill: '#000003' } });
    expect(fill()).toBe('#000003');
    history.undo();
    expect(fill()).toBe('#000002');
    history.undo();
    expect(fill()).toBe('#d9e2ec');
  });

  it('keeps at most `limit` steps', () => {
    const { history, x } = setup({ limit: 3 });
    for (let step = 0; step < 5; step += 1) history.dispatch('element.move', { dx: 1, dy: 0 });
    let undone = 0;
    while (history.undo()) undone += 1;
    expect(undone).toBe(3);
    expect(x()).toBe(2);
    while (history.redo()) undone -= 1;
    expect([undone, x()]).toEqual([0, 5]);
  });

  it('a command that throws changes nothing', () => {
    const { history } = setup();
    const before = history.getState();
    expect(() => history.dispatch('element.setProperty', { patch: { fill: 'nope' } })).toThrow('elements[0].fill');
    expect(history.getState()).toEqual(before);
    expect(history.canUndo()).toBe(false);
  });

  it('tracks unsaved changes: markSaved, undo back to the saved state, reset', () => {
    const { history } = setup();
    expect(history.isDirty()).toBe(false);
    history.dispatch('element.move', { dx: 1, dy: 0 });
    expect(history.isDirty()).toBe(true);
    history.markSaved();
    expect(history.isDirty()).toBe(false);
    history.undo();
    expect(history.isDirty()).toBe(true);
    history.redo();
    expect(history.isDirty()).toBe(false);
    history.reset(makeDoc());
    expect([history.isDirty(), history.canUndo(), history.getState().selection]).toEqual([false, false, []]);
  });

  it('tells subscribers about every change until they leave', () => {
    const { history } = setup();
    let calls = 0;
    const leave = history.subscribe(() => (calls += 1));
    history.dispatch('element.move', { dx: 1, dy: 0 });
    history.select([]);
    history.undo();
    leave();
    history.redo();
    expect(calls).toBe(3);
  });

  it('apply records changes made outside the registry', () => {
    const { history, x } = setup();
    const { doc } = history.getState();
    history.apply({ doc: { ...doc, elements: doc.elements.map((element) => ({ ...element, x: element.x + 3 })) }, selection: ['b'] });
    expect([x(), history.getState().selection]).toEqual([3, ['b']]);
    history.undo();
    expect(x()).toBe(0);
  });
});
