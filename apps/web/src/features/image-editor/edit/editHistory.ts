/**
 * Undo/redo within one editing session: the states before, the current one and the ones undone.
 * A new state clears what was undone; pushing a state equal to the current one changes nothing.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function pushState<T>(history: History<T>, next: T, equal: (a: T, b: T) => boolean): History<T> {
  if (equal(history.present, next)) return history;
  return { past: [...history.past, history.present], present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;
