import { restore } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from './editorStore';

const doc = () =>
  restore({
    version: 2,
    canvas: { width: 900, height: 1200, background: '#ffffff' },
    elements: [
      { id: 'a', type: 'shape', shape: 'rect', x: 10, y: 10, width: 100, height: 100 },
      { id: 'b', type: 'text', text: 'Hi', x: 200, y: 200, width: 300, height: 60 },
    ],
  });

describe('editor store', () => {
  it('keeps the same snapshot until something changes', () => {
    const store = createEditorStore(doc());
    const first = store.getState();
    expect(store.getState()).toBe(first);
    store.select(['a']);
    expect(store.getState()).not.toBe(first);
    expect(store.getState().selection).toEqual(['a']);
  });

  it('makes each command one undo step and redoes it', () => {
    const store = createEditorStore(doc());
    store.select(['a']);
    store.run('element.move', { dx: 5, dy: 7 });
    expect(store.getState().doc.elements[0]).toMatchObject({ x: 15, y: 17 });
    expect(store.undo()).toBe(true);
    expect(store.getState().doc.elements[0]).toMatchObject({ x: 10, y: 10 });
    expect(store.redo()).toBe(true);
    expect(store.getState().doc.elements[0]).toMatchObject({ x: 15, y: 17 });
  });

  it('copies into its clipboard and pastes a shifted copy', () => {
    const store = createEditorStore(doc());
    expect(store.paste()).toBeNull();
    store.select(['a']);
    store.run('clipboard.copy');
    store.paste();
    const { elements } = store.getState().doc;
    expect(elements).toHaveLength(3);
    expect(elements[2]).toMatchObject({ type: 'shape', x: 30, y: 30 });
    expect(store.getState().selection).toEqual([elements[2].id]);
  });

  it('runs a command on given ids (layer rows)', () => {
    const store = createEditorStore(doc());
    store.runOn(['b'], 'element.toggleHidden');
    expect(store.getState().doc.elements[1].hidden).toBe(true);
    expect(store.getState().doc.elements[0].hidden).toBe(false);
  });

  it('swallows commands that cannot apply', () => {
    const store = createEditorStore(doc());
    expect(store.run('clipboard.paste', { clipboard: { nonsense: true } })).toBeNull();
    expect(store.history.canUndo()).toBe(false);
  });
});
