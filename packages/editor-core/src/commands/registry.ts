import { alignBottom, alignCentre, alignLeft, alignMiddle, alignRight, alignTop, distributeHorizontally, distributeVertically } from './align-commands';
import { copyElements, cutElements, pasteElements } from './clipboard';
import { addElement, deleteElements, duplicateElements } from './element-commands';
import { bringForward, bringToFront, sendBackward, sendToBack } from './order-commands';
import { lockElements, setProperty, toggleBold, toggleHidden, toggleItalic, unlockElements } from './property-commands';
import { selectAll, selectElements, selectInRect, selectNone, toggleSelected } from './selection-commands';
import { moveElements, nudgeElements, resizeElements, rotateElements, transformElements } from './transform-commands';
import type { Command, CommandResult, EditorState } from './types';

/** Every editor action, in the order a menu would list them. */
export const COMMAND_LIST = [
  addElement,
  deleteElements,
  duplicateElements,
  copyElements,
  cutElements,
  pasteElements,
  moveElements,
  nudgeElements,
  transformElements,
  resizeElements,
  rotateElements,
  setProperty,
  toggleBold,
  toggleItalic,
  lockElements,
  unlockElements,
  toggleHidden,
  bringForward,
  sendBackward,
  bringToFront,
  sendToBack,
  alignLeft,
  alignCentre,
  alignRight,
  alignTop,
  alignMiddle,
  alignBottom,
  distributeHorizontally,
  distributeVertically,
  selectAll,
  selectNone,
  selectElements,
  toggleSelected,
  selectInRect,
] as const;

type AnyCommand = (typeof COMMAND_LIST)[number];
export type CommandId = AnyCommand['id'];
/** The argument a command takes (undefined for those that take none). */
export type CommandArgs<Id extends CommandId> = Extract<AnyCommand, { id: Id }> extends Command<Id, infer A> ? A : never;
/** `[]` for commands without arguments, `[args]` for the others. */
export type ArgsTuple<Id extends CommandId> = CommandArgs<Id> extends void ? [] : [CommandArgs<Id>];

/** The registry by id. */
export const COMMANDS: ReadonlyMap<string, Command<string, unknown>> = new Map(COMMAND_LIST.map((command) => [command.id, command as unknown as Command<string, unknown>]));

export function getCommand(id: string): Command<string, unknown> {
  const command = COMMANDS.get(id);
  if (!command) throw new Error(`unknown editor command "${id}"`);
  return command;
}

/** Runs a command by id (pure). */
export function runCommand<Id extends CommandId>(id: Id, state: EditorState, ...args: ArgsTuple<Id>): CommandResult {
  return getCommand(id).run(state.doc, state.selection, args[0]);
}
