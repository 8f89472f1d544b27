import { matchShortcut, normaliseShortcut, describeKeyPress, type KeyPress } from '@vitrina/editor-core';

/** What a key press asks the editor to do. */
export type KeyAction = { kind: 'undo' } | { kind: 'redo' } | { kind: 'paste' } | { kind: 'command'; id: string; args: unknown };

/** History keys (editor-core's table holds the commands; undo/redo belong to the history). */
const HISTORY_KEYS: Record<string, KeyAction> = {
  [normaliseShortcut('Mod+Z')]: { kind: 'undo' },
  [normaliseShortcut('Mod+Shift+Z')]: { kind: 'redo' },
  [normaliseShortcut('Mod+Y')]: { kind: 'redo' },
};

/** Widgets that use arrows and letters themselves (sliders, lists, menus). */
const KEYBOARD_WIDGETS = '[role="slider"], [role="spinbutton"], [role="listbox"], [role="combobox"], [role="menu"], [role="menuitem"]';

/** Whether keys go to a text field or a keyboard widget (inputs, text areas, sliders, menus…) rather than the editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable || target.closest(KEYBOARD_WIDGETS) !== null;
}

/** Space on a focused button or link presses it; elsewhere in the editor it means "hold to pan". */
export function isPressable(target: EventTarget | null): boolean {
  return typeof HTMLElement !== 'undefined' && target instanceof HTMLElement && target.closest('button, a[href], [role="button"]') !== null;
}

/** The editor action for a key press, or null when the key is not a shortcut. */
export function keyAction(press: KeyPress, isMac: boolean): KeyAction | null {
  const keys = describeKeyPress(press, isMac);
  if (keys && HISTORY_KEYS[keys]) return HISTORY_KEYS[keys];
  const match = matchShortcut(press, isMac);
  if (!match) return null;
  if (match.commandId === 'clipboard.paste') return { kind: 'paste' };
  return { kind: 'command', id: match.commandId, args: match.args };
}

export const isMacPlatform = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
