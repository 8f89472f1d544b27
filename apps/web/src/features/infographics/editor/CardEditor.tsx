import { Box, Group, Stack } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import type { EditorDocument, NewElement } from '@vitrina/editor-core';
import type Konva from 'konva';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { CardStage } from './canvas/CardStage';
import { renderCard } from './canvas/renderCard';
import { useFontsReady } from './canvas/useFontsReady';
import { usePinchZoom } from './canvas/usePinchZoom';
import { useViewport } from './canvas/useViewport';
import { FIT_MARGIN } from './canvas/viewport';
import { ZoomControls } from './canvas/ZoomControls';
import { useEditorKeyboard } from './keyboard/useEditorKeyboard';
import { LayersPanel } from './panels/LayersPanel';
import { PanelSheets } from './panels/PanelSheets';
import { PropertiesPanel } from './panels/PropertiesPanel';
import { createEditorStore } from './store/editorStore';
import { useEditorState } from './store/useEditorState';
import { ElementContextMenu, type MenuPlace } from './menu/ElementContextMenu';
import { TextEditOverlay } from './text/TextEditOverlay';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { useUiStore } from '../../../common/store/uiStore';
import classes from './CardEditor.module.css';

export interface CardEditorHandle {
  /** The current document (valid editor-core EditorDocument). */
  getDocument(): EditorDocument;
  /** Renders the card at its canvas size (pixelRatio 1, no selection/guides) as a PNG data URL. */
  renderPng(): Promise<string>;
  /** Marks the current document as saved (dirty becomes false). */
  markSaved(): void;
  /** Adds an element (a picked sticker, say) as one undo step and selects it. */
  addElement(element: NewElement): void;
}

export interface CardEditorProps {
  initial: EditorDocument;
  /** URL of the card's own product photo (product elements whose imageId is null). */
  productImageUrl: string | null;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The infographic card editor: toolbar, Konva stage, in-place text editing, properties and layers. */
export const CardEditor = forwardRef<CardEditorHandle, CardEditorProps>(function CardEditor({ initial, productImageUrl, onDirtyChange }, ref) {
  const store = useMemo(() => createEditorStore(initial), [initial]);
  const state = useEditorState(store);
  const stageRef = useRef<Konva.Stage | null>(null);
  const isMobile = useUiStore((ui) => ui.isMobile);
  const { ref: sizeRef, width, height } = useElementSize();
  const areaElement = useRef<HTMLDivElement | null>(null);
  const areaRef = useMergedRef(sizeRef, areaElement);
  const size = useMemo(() => ({ width: Math.max(1, width), height: Math.max(1, height) }), [width, height]);
  // On a phone the card takes the screen's width: a thin margin instead of the desktop's.
  const viewport = useViewport(size, state.doc.canvas, isMobile ? 6 : FIT_MARGIN);
  usePinchZoom(areaElement, stageRef, viewport.change);
  const fontsGeneration = useFontsReady();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [menuPlace, setMenuPlace] = useState<MenuPlace | null>(null);
  const keyboard = useEditorKeyboard(store, editingId === null);
  const dirtyRef = useRef(false);

  useEffect(() => {
    const report = () => {
      const dirty = store.history.isDirty();
      if (dirty !== dirtyRef.current) {
        dirtyRef.current = dirty;
        onDirtyChange?.(dirty);
      }
    };
    report();
    return store.subscribe(report);
  }, [store, onDirtyChange]);

  useImperativeHandle(
    ref,
    () => ({
      getDocument: () => store.getState().doc,
      renderPng: async () => {
        const stage = stageRef.current;
        if (!stage) throw new Error('the card editor is not shown');
        return renderCard(stage, store.getState().doc.canvas);
      },
      markSaved: () => {
        store.history.markSaved();
        dirtyRef.current = false;
        onDirtyChange?.(false);
      },
      addElement: (element) => void store.run('element.add', { element }),
    }),
    [store, onDirtyChange],
  );

  const editing = state.doc.elements.find((element) => element.id === editingId);
  const startEditing = (id: string) => {
    const element = store.getState().doc.elements.find((item) => item.id === id);
    if (element?.type === 'text' && !element.locked) setEditingId(id);
  };
  const commitText = (text: string) => {
    if (editing && editing.type === 'text' && text !== editing.text) store.runOn([editing.id], 'element.setProperty', { patch: { text } });
    setEditingId(null);
  };

  return (
    <Stack
      gap="xs"
      className={classes.root}
      tabIndex={0}
      onKeyDown={keyboard.onKeyDown}
      onKeyUp={keyboard.onKeyUp}
      onBlur={keyboard.onBlur}
      data-testid="card-editor"
    >
      <EditorToolbar store={store} state={state} />
      <Group align="stretch" gap="xs" wrap="nowrap" className={classes.body} data-mobile={isMobile || undefined}>
        <Box
          ref={areaRef}
          className={classes.stageArea}
          dir="ltr"
          data-testid="card-stage"
          onMouseDown={(event) => event.currentTarget.closest<HTMLElement>('[data-testid="card-editor"]')?.focus({ preventScroll: true })}
        >
          <CardStage
            store={store}
            state={state}
            size={size}
            view={viewport.view}
            zoomRef={viewport.zoomRef}
            onView={viewport.change}
            panning={keyboard.spaceHeld}
            editingId={editingId}
            onEdit={startEditing}
            productImageUrl={productImageUrl}
            stageRef={stageRef}
            fontsGeneration={fontsGeneration}
            onContextMenu={({ clientX, clientY }) => {
              const area = stageRef.current?.container().getBoundingClientRect();
              if (area) setMenuPlace({ x: clientX - area.left, y: clientY - area.top });
            }}
          />
          <ElementContextMenu store={store} state={state} place={menuPlace} onClose={() => setMenuPlace(null)} />
          {editing?.type === 'text' && <TextEditOverlay key={editing.id} element={editing} view={viewport.view} onCommit={commitText} onCancel={() => setEditingId(null)} />}
          <ZoomControls zoom={viewport.view.zoom} onZoom={viewport.zoomTo} onFit={viewport.fit} />
        </Box>
        {isMobile ? (
          <PanelSheets store={store} state={state} onEditText={startEditing} />
        ) : (
          <Stack gap="xs" className={classes.side}>
            <PropertiesPanel store={store} state={state} onEditText={startEditing} />
            <LayersPanel store={store} state={state} />
          </Stack>
        )}
      </Group>
    </Stack>
  );
});
