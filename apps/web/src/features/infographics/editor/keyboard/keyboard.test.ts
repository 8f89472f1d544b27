import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard';

const press = (code: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard mapping', () => {
  it('maps undo and redo with Ctrl, or Cmd on macOS', () => {
    expect(keyAction(press('KeyZ', { ctrlKey: true }), false)).toEqual({ kind: 'undo' });
    expect(keyAction(press('KeyZ', { ctrlKey: true, shiftKey: true }), false)).toEqual({ kind: 'redo' });
    expect(keyAction(press('KeyY', { ctrlKey: true }), false)).toEqual({ kind: 'redo' });
    expect(keyAction(press('KeyZ', { metaKey: true }), true)).toEqual({ kind: 'undo' });
    expect(keyAction(press('KeyZ', { ctrlKey: true }), true)).toBeNull();
  });

  it('maps editor-core shortcuts by physical key', () => {
    expect(keyAction(press('Delete'), false)).toMatchObject({ kind: 'command', id: 'element.delete' });
    expect(keyAction(press('KeyD', { ctrlKey: true }), false)).toMatchObject({ kind: 'command', id: 'element.duplicate' });
    expect(keyAction(press('KeyC', { ctrlKey: true }), false)).toMatchObject({ kind: 'command', id: 'clipboard.copy' });
    expect(keyAction(press('KeyV', { ctrlKey: true }), false)).toEqual({ kind: 'paste' });
    expect(keyAction(press('BracketRight', { ctrlKey: true }), false)).toMatchObject({ kind: 'command', id: 'order.forward' });
  });

  it('nudges by 1 px and 10 px with Shift', () => {
    expect(keyAction(press('ArrowLeft'), false)).toEqual({ kind: 'command', id: 'element.nudge', args: { dx: -1, dy: 0 } });
    expect(keyAction(press('ArrowDown', { shiftKey: true }), false)).toEqual({ kind: 'command', id: 'element.nudge', args: { dx: 0, dy: 10 } });
  });

  it('ignores keys that are not shortcuts', () => {
    expect(keyAction(press('KeyQ'), false)).toBeNull();
  });
});
