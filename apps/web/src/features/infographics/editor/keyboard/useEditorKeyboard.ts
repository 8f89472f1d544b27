import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import type { CommandId } from '@vitrina/editor-core';
import type { EditorStore } from '../store/editorStore';
import { isMacPlatform, isPressable, isTypingTarget, keyAction } from './keyboard';

/**
 * Keyboard handling for the editor's root element: editor-core's shortcuts, undo/redo, and Space
 * held for panning; keys typed into text fields are left alone.
 */
export function useEditorKeyboard(store: EditorStore, enabled: boolean) {
  const [spaceHeld, setSpaceHeld] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled || isTypingTarget(event.target)) return;
    if (event.code === 'Space' && !isPressable(event.target)) {
      event.preventDefault();
      setSpaceHeld(true);
      return;
    }
    const action = keyAction(event, isMacPlatform());
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'undo') store.undo();
    else if (action.kind === 'redo') store.redo();
    else if (action.kind === 'paste') store.paste();
    else (store.run as (id: CommandId, args?: unknown) => unknown)(action.id as CommandId, action.args);
  };
  const onKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    if (event.code === 'Space') setSpaceHeld(false);
  };

  return { spaceHeld, onKeyDown, onKeyUp, onBlur: () => setSpaceHeld(false) };
}
