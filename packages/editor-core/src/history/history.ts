import { getCommand, type ArgsTuple, type CommandId } from '../commands/registry';
import type { CommandResult, EditorState, Selection } from '../commands/types';
import type { EditorDocument } from '../schema/document';

export interface HistoryOptions {
  /** Most undo steps kept; older ones are forgotten. */
  limit?: number;
  /** Changes with the same coalescing key closer together than this (ms) are one step. */
  coalesceWindowMs?: number;
  /** Clock (tests pass their own). */
  now?: () => number;
}

interface Snapshot extends EditorState {
  /** Increases with every change; tells whether the document differs from the saved one. */
  revision: number;
}

export interface History {
  getState(): EditorState;
  /** Called after every change of state (document or selection); returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Runs a registered command on the current state; document changes become undo steps. */
  dispatch<Id extends CommandId>(id: Id, ...args: ArgsTuple<Id>): CommandResult;
  /** Records a change made outside the registry (same rules as dispatch). */
  apply(next: EditorState, coalesceKey?: string | null): void;
  /** Changes the selection only: no undo step. */
  select(selection: Selection): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Starts over with a document (after loading one): no undo steps, not dirty. */
  reset(doc: EditorDocument, selection?: Selection): void;
  /** The current document is what was saved. */
  markSaved(): void;
  /** Whether the document differs from the saved (or loaded) one. */
  isDirty(): boolean;
}

/**
 * The one undo/redo history of an editor: every command that changes the document pushes the
 * state before it; consecutive changes with the same coalescing key (nudges, property drags)
 * within the window share one step; at most `limit` steps are kept.
 */
export function createHistory(initial: EditorState, options: HistoryOptions = {}): History {
  const limit = Math.max(1, options.limit ?? 100);
  const windowMs = options.coalesceWindowMs ?? 1000;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let revisions = 0;
  let current: Snapshot = { ...initial, revision: 0 };
  let savedRevision = 0;
  let past: Snapshot[] = [];
  let future: Snapshot[] = [];
  let lastKey: string | null = null;
  let lastAt = -Infinity;

  const notify = () => listeners.forEach((listener) => listener());

  function apply(next: EditorState, coalesceKey: string | null = null): void {
    if (next.doc === current.doc) {
      if (next.selection !== current.selection) select(next.selection);
      return;
    }
    const at = now();
    const coalesce = coalesceKey !== null && coalesceKey === lastKey && at - lastAt <= windowMs && past.length > 0;
    if (!coalesce) {
      past = [...past, current].slice(-limit);
    }
    future = [];
    revisions += 1;
    current = { doc: next.doc, selection: next.selection, revision: revisions };
    lastKey = coalesceKey;
    lastAt = at;
    notify();
  }

  function select(selection: Selection): void {
    current = { ...current, selection };
    notify();
  }

  function step(from: Snapshot[], to: Snapshot[]): Snapshot | null {
    const target = from.pop();
    if (!target) return null;
    to.push(current);
    if (to.length > limit) to.shift();
    current = target;
    lastKey = null;
    notify();
    return target;
  }

  return {
    getState: () => ({ doc: current.doc, selection: current.selection }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(id, ...args) {
      const command = getCommand(id);
      const state = { doc: current.doc, selection: current.selection };
      const result = command.run(state.doc, state.selection, args[0]);
      apply(result, command.coalesceKey?.(state, args[0]) ?? null);
      return result;
    },
    apply,
    select,
    undo: () => step(past, future) !== null,
    redo: () => step(future, past) !== null,
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    reset(doc, selection = []) {
      past = [];
      future = [];
      lastKey = null;
      revisions += 1;
      current = { doc, selection, revision: revisions };
      savedRevision = revisions;
      notify();
    },
    markSaved() {
      savedRevision = current.revision;
    },
    isDirty: () => current.revision !== savedRevision,
  };
}
