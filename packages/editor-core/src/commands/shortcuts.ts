import { COMMAND_LIST } from './registry';

/** The parts of a KeyboardEvent a shortcut depends on. */
export interface KeyPress {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface ShortcutMatch {
  commandId: string;
  args: unknown;
}

const CODE_NAMES: Record<string, string> = { BracketLeft: '[', BracketRight: ']', Minus: '-', Equal: '=', Space: 'Space' };

/** KeyboardEvent.code → the key name shortcuts use: KeyD → D, Digit1 → 1, BracketRight → ]. */
export function keyName(code: string): string {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  return CODE_NAMES[code] ?? code;
}

/** The canonical form of a shortcut: modifiers in the order Mod, Alt, Shift, then the key. */
export function normaliseShortcut(keys: string): string {
  const parts = keys.split('+');
  const key = parts.pop() ?? '';
  const modifiers = ['Mod', 'Alt', 'Shift'].filter((modifier) => parts.includes(modifier));
  return [...modifiers, key].join('+');
}

/** A key press as a shortcut string; Mod is Cmd on macOS and Ctrl elsewhere (the other one is not Mod). */
export function describeKeyPress(press: KeyPress, isMac: boolean): string | null {
  const mod = isMac ? press.metaKey : press.ctrlKey;
  const other = isMac ? press.ctrlKey : press.metaKey;
  if (other) return null;
  return normaliseShortcut([mod ? 'Mod' : '', press.altKey ? 'Alt' : '', press.shiftKey ? 'Shift' : '', keyName(press.code)].filter(Boolean).join('+'));
}

/** Every default binding: shortcut → command and its arguments. */
export function shortcutTable(): Map<string, ShortcutMatch> {
  const table = new Map<string, ShortcutMatch>();
  for (const command of COMMAND_LIST) {
    for (const shortcut of command.shortcuts as readonly { keys: string; args?: unknown }[]) {
      const keys = normaliseShortcut(shortcut.keys);
      if (table.has(keys)) throw new Error(`shortcut ${keys} is bound twice`);
      table.set(keys, { commandId: command.id, args: shortcut.args });
    }
  }
  return table;
}

const TABLE = shortcutTable();

/** The command a key press triggers, if any (the editor ignores shortcuts while a text field has focus). */
export function matchShortcut(press: KeyPress, isMac: boolean): ShortcutMatch | null {
  const keys = describeKeyPress(press, isMac);
  return keys ? (TABLE.get(keys) ?? null) : null;
}
