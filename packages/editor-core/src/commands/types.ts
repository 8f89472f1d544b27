import type { EditorDocument } from '../schema/document';
import type { Clipboard } from './clipboard';

/** Ids of the selected elements (unknown ids are ignored by every command). */
export type Selection = readonly string[];

export interface EditorState {
  doc: EditorDocument;
  selection: Selection;
}

/** What a command returns; `clipboard` is set by copy and cut. */
export interface CommandResult extends EditorState {
  clipboard?: Clipboard;
}

/**
 * A default key binding: `Mod` is Ctrl (Cmd on macOS); keys are named by physical position
 * (KeyboardEvent.code: "D" for KeyD, "]" for BracketRight, "ArrowLeft", "Delete"), so shortcuts
 * work the same under Arabic, Korean or Latin keyboard layouts.
 */
export interface Shortcut<A> {
  keys: string;
  args?: A;
}

/**
 * A named editor action, shared by toolbar, shortcuts and context menu. `run` is pure: it returns
 * a new document (or the same one when nothing changed) and the selection after the action.
 */
export interface Command<Id extends string = string, A = void> {
  id: Id;
  /** i18n key of the label (the editor's namespace). */
  labelKey: string;
  shortcuts: readonly Shortcut<A>[];
  /** Runs with the same key in a row (within the history's window) are one undo step. */
  coalesceKey?: (state: EditorState, args: A) => string | null;
  /** Whether the action applies at all (disabled toolbar buttons and menu items). */
  isEnabled(state: EditorState): boolean;
  run(doc: EditorDocument, selection: Selection, args: A): CommandResult;
}

/** Keeps literal ids (for the typed registry). */
export const defineCommand = <const Id extends string, A = void>(command: Command<Id, A>): Command<Id, A> => command;
