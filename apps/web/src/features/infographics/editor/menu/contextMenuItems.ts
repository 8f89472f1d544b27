import { getCommand, type CommandId, type EditorState } from '@vitrina/editor-core';

/** The context menu's groups, in order; paste is run through the store (it needs the clipboard). */
export const CONTEXT_MENU_GROUPS: readonly (readonly CommandId[])[] = [
  ['clipboard.cut', 'clipboard.copy', 'clipboard.paste', 'element.duplicate', 'element.delete'],
  ['order.front', 'order.forward', 'order.backward', 'order.back'],
  ['element.lock', 'element.unlock'],
  ['align.left', 'align.centre', 'align.right', 'align.top', 'align.middle', 'align.bottom'],
  ['selection.all'],
];

export interface ContextMenuItem {
  id: CommandId;
  /** The command's label key in the editor namespace (editor-core names it). */
  labelKey: string;
  /** The first default shortcut, shown beside the label (Mod spelled for the platform). */
  shortcut: string | null;
  enabled: boolean;
}

const spell = (keys: string, mac: boolean) => (mac ? keys.replace('Mod+', '⌘').replace('Shift+', '⇧') : keys.replace('Mod+', 'Ctrl+'));

/**
 * The menu for the current state: every listed command, enabled as the command itself says; paste
 * is enabled when something was copied. Lock and unlock show only the one that applies.
 */
export function contextMenuItems(state: EditorState, canPaste: boolean, mac: boolean): ContextMenuItem[][] {
  return CONTEXT_MENU_GROUPS.map((group) =>
    group
      .map((id) => {
        const command = getCommand(id);
        const shortcut = command.shortcuts[0]?.keys;
        const enabled = id === 'clipboard.paste' ? canPaste : command.isEnabled(state);
        return { id, labelKey: command.labelKey, shortcut: shortcut ? spell(shortcut, mac) : null, enabled };
      })
      .filter((item) => item.enabled || !(item.id === 'element.lock' || item.id === 'element.unlock')),
  ).filter((group) => group.length > 0);
}
