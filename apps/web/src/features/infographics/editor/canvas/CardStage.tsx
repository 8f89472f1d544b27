import type { EditorState, Rect as Box } from '@vitrina/editor-core';
import type Konva from 'konva';
import { useRef, useState, type RefObject } from 'react';
import { Group, Layer, Line, Rect, Stage } from 'react-konva';
import type { EditorStore } from '../store/editorStore';
import { ELEMENT_NODE_NAME, ElementNode } from './ElementNode';
import { isClick, rectFromPoints } from './marquee';
import { SelectionTransformer } from './SelectionTransformer';
import type { SnapResult } from './snapping';
import { useElementDrag } from './useElementDrag';
import { panBy, zoomBy, type Size, type View } from './viewport';

export const CONTENT_LAYER_NAME = 'card-content';
const GUIDE_COLOUR = '#e8213f';

export interface CardStageProps {
  store: EditorStore;
  state: EditorState;
  size: Size;
  view: View;
  zoomRef: RefObject<number>;
  onView: (update: (current: View) => View) => void;
  /** Space is held: dragging pans instead of moving elements. */
  panning: boolean;
  editingId: string | null;
  onEdit: (id: string) => void;
  productImageUrl: string | null;
  stageRef: RefObject<Konva.Stage | null>;
  fontsGeneration: number;
  /** Right-click: the element under the pointer is selected (unless already), then the menu opens there. */
  onContextMenu: (point: { clientX: number; clientY: number }) => void;
}

/** The card on a Konva stage: elements in z-order, selection handles, snap guides, zoom and pan. */
export function CardStage({ store, state, size, view, zoomRef, onView, panning, editingId, onEdit, productImageUrl, stageRef, fontsGeneration, onContextMenu }: CardStageProps) {
  const { doc, selection } = state;
  const [guides, setGuides] = useState<SnapResult | null>(null);
  const drag = useElementDrag(store, zoomRef, setGuides);
  const panFrom = useRef<{ x: number; y: number } | null>(null);
  const marqueeFrom = useRef<{ x: number; y: number; additive: boolean } | null>(null);
  const [marquee, setMarquee] = useState<Box | null>(null);

  const pick = (id: string, additive: boolean) => {
    if (panning) return;
    if (additive) store.run('selection.toggle', { id });
    else if (!store.getState().selection.includes(id)) store.run('selection.set', { ids: [id] });
  };

  // Pressing a member of a multi-selection keeps the group for dragging; a plain click picks it alone.
  const clickElement = (id: string, additive: boolean) => {
    if (!additive && !panning && store.getState().selection.length > 1) store.run('selection.set', { ids: [id] });
  };

  const onMouseDown = (event: Konva.KonvaEventObject<MouseEvent>) => {
    if (panning) {
      panFrom.current = { x: event.evt.clientX, y: event.evt.clientY };
      return;
    }
    const target = event.target;
    const point = target.getStage()?.getRelativePointerPosition();
    if (point && (target === target.getStage() || target.name() === 'card-background')) marqueeFrom.current = { ...point, additive: event.evt.shiftKey };
  };
  const endMarquee = () => {
    const from = marqueeFrom.current;
    const point = stageRef.current?.getRelativePointerPosition();
    marqueeFrom.current = null;
    setMarquee(null);
    if (!from || !point) return;
    const rect = rectFromPoints(from, point);
    if (!isClick(rect, 3 / view.zoom)) store.run('selection.rect', { rect, additive: from.additive });
    else if (!from.additive) store.run('selection.none');
  };
  const onMouseMove = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const corner = marqueeFrom.current;
    const point = corner && event.target.getStage()?.getRelativePointerPosition();
    if (corner && point) setMarquee(rectFromPoints(corner, point));
    const from = panFrom.current;
    if (!from || !panning) return;
    const { clientX, clientY } = event.evt;
    panFrom.current = { x: clientX, y: clientY };
    onView((current) => panBy(current, clientX - from.x, clientY - from.y));
  };
  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const { deltaX, deltaY, ctrlKey, metaKey, shiftKey } = event.evt;
    if (ctrlKey || metaKey) {
      const pointer = event.target.getStage()?.getPointerPosition() ?? { x: size.width / 2, y: size.height / 2 };
      onView((current) => zoomBy(current, pointer, -Math.sign(deltaY) * Math.min(1, Math.abs(deltaY) / 100)));
    } else {
      onView((current) => (shiftKey ? panBy(current, -deltaY, 0) : panBy(current, -deltaX, -deltaY)));
    }
  };

  const openMenu = (event: Konva.KonvaEventObject<PointerEvent>) => {
    event.evt.preventDefault();
    if (panning) return;
    const element = event.target.findAncestor(`.${ELEMENT_NODE_NAME}`, true);
    const id = element?.id();
    if (id && !store.getState().selection.includes(id)) store.run('selection.set', { ids: [id] });
    onContextMenu({ clientX: event.evt.clientX, clientY: event.evt.clientY });
  };

  const guideLength = Math.max(doc.canvas.width, doc.canvas.height) * 4;
  return (
    <Stage
      ref={stageRef}
      width={size.width}
      height={size.height}
      x={view.x}
      y={view.y}
      scaleX={view.zoom}
      scaleY={view.zoom}
      onMouseDown={onMouseDown}
      onMouseMove={onMouseMove}
      onMouseUp={() => {
        panFrom.current = null;
        endMarquee();
      }}
      onMouseLeave={() => {
        panFrom.current = null;
        endMarquee();
      }}
      onWheel={onWheel}
      onContextMenu={openMenu}
      style={{ cursor: panning ? 'grab' : 'default' }}
    >
      <Layer name={CONTENT_LAYER_NAME} key={fontsGeneration}>
        <Group clipX={0} clipY={0} clipWidth={doc.canvas.width} clipHeight={doc.canvas.height}>
          <Rect name="card-background" width={doc.canvas.width} height={doc.canvas.height} fill={doc.canvas.background} />
          {doc.elements
            .filter((element) => !element.hidden)
            .map((element) => (
              <ElementNode
                key={element.id}
                element={element}
                productImageUrl={productImageUrl}
                interactive={!panning}
                editing={element.id === editingId}
                onPick={pick}
                onEdit={onEdit}
                onClickElement={clickElement}
                {...drag}
              />
            ))}
        </Group>
      </Layer>
      <Layer>
        <SelectionTransformer key={fontsGeneration} store={store} doc={doc} ids={selection} enabled={!panning && editingId === null} />
        {marquee && (
          <Rect
            x={marquee.left}
            y={marquee.top}
            width={marquee.right - marquee.left}
            height={marquee.bottom - marquee.top}
            fill="#7157fc22"
            stroke="#7157fc"
            strokeWidth={1 / view.zoom}
            listening={false}
          />
        )}
        {guides?.vertical.map((x) => <Line key={`v${x}`} points={[x, -guideLength, x, guideLength]} stroke={GUIDE_COLOUR} strokeWidth={1 / view.zoom} listening={false} />)}
        {guides?.horizontal.map((y) => <Line key={`h${y}`} points={[-guideLength, y, guideLength, y]} stroke={GUIDE_COLOUR} strokeWidth={1 / view.zoom} listening={false} />)}
      </Layer>
    </Stage>
  );
}
