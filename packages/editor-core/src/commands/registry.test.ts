import { describe, expect, it } from 'vitest';
import { COMMANDS, COMMAND_LIST, describeKeyPress, getCommand, keyName, matchShortcut, runCommand, shortcutTable } from '../index';
import { byId, makeDoc, rect } from '../../test/support';

const press = (code: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('command registry', () => {
  it('every command has a unique id, a label key and is reachable by id', () => {
    expect(COMMANDS.size).toBe(COMMAND_LIST.length);
    for (const command of COMMAND_LIST) {
      expect(command.labelKey).toMatch(/^commands\.[a-zA-Z]+$/);
      expect(getCommand(command.id)).toBe(command);
    }
    expect(new Set(COMMAND_LIST.map((command) => command.labelKey)).size).toBe(COMMAND_LIST.length);
    expect(() => getCommand('nope')).toThrow('unknown editor command "nope"');
  });

  it('covers the editor actions the toolbar, shortcuts and context menu share', () => {
    expect(COMMAND_LIST.map((command) => command.id)).toEqual(
      expect.arrayContaining([
        'element.add', 'element.delete', 'element.duplicate', 'element.move', 'element.nudge', 'element.resize', 'element.rotate', 'element.setProperty',
        'order.forward', 'order.backward', 'order.front', 'order.back',
        'align.left', 'align.centre', 'align.right', 'align.top', 'align.middle', 'align.bottom', 'distribute.horizontal', 'distribute.vertical',
        'selection.all', 'selection.none', 'element.lock', 'element.unlock', 'clipboard.copy', 'clipboard.cut', 'clipboard.paste',
      ]),
    );
  });

  it('runCommand runs by id with typed arguments', () => {
    const doc = makeDoc([rect('a', 0, 0)]);
    expect(byId(runCommand('element.nudge', { doc, selection: ['a'] }, { dx: 2, dy: 3 }).doc, 'a')).toMatchObject({ x: 2, y: 3 });
    expect(runCommand('element.delete', { doc, selection: ['a'] }).doc.elements).toEqual([]);
  });
});

describe('shortcuts', () => {
  it('no shortcut is bound twice', () => {
    expect(() => shortcutTable()).not.toThrow();
  });

  it('names keys by physical position', () => {
    expect([keyName('KeyD'), keyName('Digit1'), keyName('BracketRight'), keyName('ArrowLeft')]).toEqual(['D', '1', ']', 'ArrowLeft']);
  });

  it('Mod is Ctrl elsewhere and Cmd on macOS', () => {
    expect(matchShortcut(press('KeyD', { ctrlKey: true }), false)).toEqual({ commandId: 'element.duplicate', args: undefined });
    expect(matchShortcut(press('KeyD', { metaKey: true }), true)?.commandId).toBe('element.duplicate');
    expect(matchShortcut(press('KeyD', { ctrlKey: true }), true)).toBeNull();
    expect(describeKeyPress(press('BracketRight', { shiftKey: true, ctrlKey: true }), false)).toBe('Mod+Shift+]');
  });

  it('maps arrows to nudges with their distances and other keys to their commands', () => {
    expect(matchShortcut(press('ArrowLeft'), false)).toEqual({ commandId: 'element.nudge', args: { dx: -1, dy: 0 } });
    expect(matchShortcut(press('ArrowDown', { shiftKey: true }), false)).toEqual({ commandId: 'element.nudge', args: { dx: 0, dy: 10 } });
    expect(matchShortcut(press('Delete'), false)?.commandId).toBe('element.delete');
    expect(matchShortcut(press('Escape'), false)?.commandId).toBe('selection.none');
    expect(matchShortcut(press('KeyV', { ctrlKey: true }), false)?.commandId).toBe('clipboard.paste');
    expect(matchShortcut(press('KeyA', { altKey: true }), false)?.commandId).toBe('align.left');
    expect(matchShortcut(press('KeyQ'), false)).toBeNull();
  });
});
