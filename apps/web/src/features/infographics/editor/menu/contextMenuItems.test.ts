import { restore, CURRENT_VERSION, type EditorState } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { contextMenuItems } from './contextMenuItems';

const doc = restore({
  version: CURRENT_VERSION,
  canvas: { width: 900, height: 1200, background: '#ffffff' },
  elements: [
    { id: 'a', type: 'shape', shape: 'rect', x: 10, y: 10, width: 100, height: 100 },
    { id: 'b', type: 'shape', shape: 'rect', x: 200, y: 10, width: 100, height: 100, locked: true },
  ],
});

const flat = (state: EditorState, canPaste = false, mac = false) => contextMenuItems(state, canPaste, mac).flat();

describe('the card context menu', () => {
  it('offers the commands that apply to an unlocked element, with their shortcuts', () => {
    const items = flat({ doc, selection: ['a'] });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get('clipboard.copy')).toMatchObject({ enabled: true, shortcut: 'Ctrl+C', labelKey: 'commands.copy' });
    expect(byId.get('element.delete')?.enabled).toBe(true);
    expect(byId.get('clipboard.paste')?.enabled).toBe(false);
    expect(byId.has('element.lock')).toBe(true);
    expect(byId.has('element.unlock')).toBe(false);
  });

  it('a locked element can be copied and unlocked, not deleted or moved in order', () => {
    const items = new Map(flat({ doc, selection: ['b'] }, true, true).map((item) => [item.id, item]));
    expect(items.get('clipboard.copy')?.shortcut).toBe('⌘C');
    expect(items.get('clipboard.paste')?.enabled).toBe(true);
    expect(items.get('element.delete')?.enabled).toBe(false);
    expect(items.get('order.front')?.enabled).toBe(false);
    expect(items.has('element.unlock')).toBe(true);
    expect(items.has('element.lock')).toBe(false);
  });
});
