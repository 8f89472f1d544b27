import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { canRedo, canUndo, pushState, redo, startHistory, undo } from './editHistory';
import { IDENTITY_EDIT, sameEdit, type EditState } from './editState';

/**
 * The edit page's session: committed states with undo/redo (buttons, Ctrl/Cmd+Z, Ctrl+Shift+Z,
 * Ctrl+Y), and a live state while a slider is dragged. Reset is itself a step that can be undone.
 */
export function useEditHistory() {
  const [history, setHistory] = useState(() => startHistory<EditState>(IDENTITY_EDIT));
  const [live, setLive] = useState<EditState | null>(null);
  const commit = (next: EditState) => {
    setLive(null);
    setHistory((current) => pushState(current, next, sameEdit));
  };
  const step = (move: typeof undo) => {
    setLive(null);
    setHistory((current) => move(current));
  };
  useHotkeys([
    ['mod+Z', () => step(undo)],
    ['mod+shift+Z', () => step(redo)],
    ['mod+Y', () => step(redo)],
  ]);
  return {
    state: live ?? history.present,
    committed: history.present,
    commit,
    preview: setLive,
    undo: () => step(undo),
    redo: () => step(redo),
    reset: () => commit(IDENTITY_EDIT),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}
