import { elementBounds, unionRect, type Rect } from '@vitrina/editor-core';
import type Konva from 'konva';
import { useCallback, useRef, type RefObject } from 'react';
import type { EditorStore } from '../store/editorStore';
import { SNAP_DISTANCE_PX, snapBox, type SnapResult } from './snapping';

interface DragSession {
  leader: string;
  starts: Map<string, { x: number; y: number }>;
  bounds: Rect | null;
  others: Rect[];
  dx: number;
  dy: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Dragging the selection: the node under the pointer leads, the other selected nodes follow it,
 * the moved box snaps to the canvas and to the other elements, and the drop is one `element.move`.
 */
export function useElementDrag(store: EditorStore, zoomRef: RefObject<number>, onGuides: (guides: SnapResult | null) => void) {
  const session = useRef<DragSession | null>(null);

  const onDragStart = useCallback(
    (event: Konva.KonvaEventObject<DragEvent>) => {
      if (session.current) return;
      const node = event.target;
      const stage = node.getStage();
      let { doc, selection } = store.getState();
      if (!selection.includes(node.id())) {
        store.select([node.id()]);
        ({ doc, selection } = store.getState());
      }
      const moving = doc.elements.filter((element) => selection.includes(element.id) && !element.locked);
      const starts = new Map<string, { x: number; y: number }>();
      for (const element of moving) {
        const found = stage?.findOne(`#${CSS.escape(element.id)}`);
        if (found) starts.set(element.id, { x: found.x(), y: found.y() });
      }
      session.current = {
        leader: node.id(),
        starts,
        bounds: unionRect(moving.map(elementBounds)),
        others: doc.elements.filter((element) => !selection.includes(element.id) && !element.hidden).map(elementBounds),
        dx: 0,
        dy: 0,
      };
    },
    [store],
  );

  const onDragMove = useCallback(
    (event: Konva.KonvaEventObject<DragEvent>) => {
      const drag = session.current;
      const node = event.target;
      const start = drag?.starts.get(node.id());
      if (!drag || !start) return;
      if (node.id() === drag.leader) {
        let dx = node.x() - start.x;
        let dy = node.y() - start.y;
        if (drag.bounds) {
          const moved = { left: drag.bounds.left + dx, right: drag.bounds.right + dx, top: drag.bounds.top + dy, bottom: drag.bounds.bottom + dy };
          const snap = snapBox(moved, store.getState().doc.canvas, drag.others, SNAP_DISTANCE_PX / (zoomRef.current || 1));
          dx += snap.dx;
          dy += snap.dy;
          onGuides(snap.vertical.length + snap.horizontal.length > 0 ? snap : null);
        }
        drag.dx = dx;
        drag.dy = dy;
      }
      node.position({ x: start.x + drag.dx, y: start.y + drag.dy });
    },
    [store, zoomRef, onGuides],
  );

  const onDragEnd = useCallback(
    (event: Konva.KonvaEventObject<DragEvent>) => {
      const drag = session.current;
      if (!drag || event.target.id() !== drag.leader) return;
      session.current = null;
      onGuides(null);
      const stage = event.target.getStage();
      // Back to where the document says; the move command then places every node (or nothing moves).
      for (const [id, start] of drag.starts) stage?.findOne(`#${CSS.escape(id)}`)?.position(start);
      if (drag.dx !== 0 || drag.dy !== 0) store.run('element.move', { dx: round(drag.dx), dy: round(drag.dy) });
    },
    [store, onGuides],
  );

  return { onDragStart, onDragMove, onDragEnd };
}
