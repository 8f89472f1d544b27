import { createHistory, type ArgsTuple, type CommandId, type CommandResult, type EditorDocument, type EditorState, type History, type Selection } from '@vitrina/editor-core';

/**
 * The editor's one store: the document and selection live in editor-core's history (every change
 * is a command and one undo step); the store adds the in-memory clipboard and helpers the panels use.
 */
export interface EditorStore {
  history: History;
  getState: () => EditorState;
  subscribe: (listener: () => void) => () => void;
  /** Runs a command on the current selection (copy and cut keep what they copied). */
  run<Id extends CommandId>(id: Id, ...args: ArgsTuple<Id>): CommandResult | null;
  /** Selects `ids`, then runs the command on them (layer rows act on their own element). */
  runOn<Id extends CommandId>(ids: Selection, id: Id, ...args: ArgsTuple<Id>): CommandResult | null;
  /** Pastes what copy or cut kept (nothing when the clipboard is empty). */
  paste: () => CommandResult | null;
  /** Whether copy or cut kept something to paste. */
  hasClipboard: () => boolean;
  select: (selection: Selection) => void;
  undo: () => boolean;
  redo: () => boolean;
}

export function createEditorStore(doc: EditorDocument, now?: () => number): EditorStore {
  const history = createHistory({ doc, selection: [] }, now ? { now } : {});
  let clipboard: unknown = null;
  // A stable snapshot between changes (useSyncExternalStore needs the same object back).
  let snapshot = history.getState();
  history.subscribe(() => {
    snapshot = history.getState();
  });

  const run = <Id extends CommandId>(id: Id, ...args: ArgsTuple<Id>): CommandResult | null => {
    try {
      const result = history.dispatch(id, ...args);
      if (result.clipboard) clipboard = result.clipboard;
      return result;
    } catch {
      // A command that cannot apply (e.g. too many elements) changes nothing.
      return null;
    }
  };

  return {
    history,
    getState: () => snapshot,
    subscribe: (listener) => history.subscribe(listener),
    run,
    runOn(ids, id, ...args) {
      history.select(ids);
      return run(id, ...args);
    },
    paste: () => (clipboard === null ? null : run('clipboard.paste', { clipboard })),
    hasClipboard: () => clipboard !== null,
    select: (selection) => history.select(selection),
    undo: () => history.undo(),
    redo: () => history.redo(),
  };
}
