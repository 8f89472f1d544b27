import type { EditorState } from '@vitrina/editor-core';
import { useSyncExternalStore } from 'react';
import type { EditorStore } from './editorStore';

/** The store's document and selection, re-rendering on every change. */
export function useEditorState(store: EditorStore): EditorState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
