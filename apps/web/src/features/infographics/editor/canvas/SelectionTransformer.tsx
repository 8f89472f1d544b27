import { normaliseRotation, type EditorDocument } from '@vitrina/editor-core';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';
import type { EditorStore } from '../store/editorStore';

const ROTATION_SNAPS = [-180, -135, -90, -45, 0, 45, 90, 135, 180];

/** Resize and rotate handles around the selected, unlocked, visible elements; a gesture ends in one `element.transform`. */
export function SelectionTransformer({ store, doc, ids, enabled }: { store: EditorStore; doc: EditorDocument; ids: readonly string[]; enabled: boolean }) {
  const transformer = useRef<Konva.Transformer>(null);

  useEffect(() => {
    const handles = transformer.current;
    const stage = handles?.getStage();
    if (!handles || !stage) return;
    const movable = new Set(doc.elements.filter((element) => !element.locked && !element.hidden).map((element) => element.id));
    const nodes = enabled ? ids.filter((id) => movable.has(id)).flatMap((id) => stage.findOne(`#${CSS.escape(id)}`) ?? []) : [];
    handles.nodes(nodes);
    handles.getLayer()?.batchDraw();
  }, [doc, ids, enabled]);

  const onTransformEnd = () => {
    const handles = transformer.current;
    if (!handles) return;
    const { doc: current } = store.getState();
    const changes = handles.nodes().flatMap((node) => {
      const element = current.elements.find((item) => item.id === node.id());
      if (!element) return [];
      const width = Math.max(1, element.width * Math.abs(node.scaleX()));
      const height = element.height === 0 ? 0 : Math.max(1, element.height * Math.abs(node.scaleY()));
      node.scale({ x: 1, y: 1 });
      return [{ id: element.id, x: node.x() - width / 2, y: node.y() - height / 2, width, height, rotation: normaliseRotation(node.rotation()) }];
    });
    if (changes.length > 0) store.run('element.transform', { changes });
  };

  return (
    <Transformer
      ref={transformer}
      rotationSnaps={ROTATION_SNAPS}
      rotationSnapTolerance={4}
      flipEnabled={false}
      ignoreStroke
      anchorStroke="#7157fc"
      borderStroke="#7157fc"
      anchorSize={10}
      boundBoxFunc={(previous, next) => (Math.abs(next.width) < 4 || Math.abs(next.height) < 1 ? previous : next)}
      onTransformEnd={onTransformEnd}
    />
  );
}
