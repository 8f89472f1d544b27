import type { EditorElement } from '@vitrina/editor-core';
import type Konva from 'konva';
import { Group, Rect } from 'react-konva';
import { BadgeContent } from './nodes/BadgeContent';
import { PictureContent } from './nodes/PictureContent';
import { ShapeContent } from './nodes/ShapeContent';
import { TextContent } from './nodes/TextContent';

export const ELEMENT_NODE_NAME = 'card-element';

export interface ElementNodeProps {
  element: EditorElement;
  productImageUrl: string | null;
  /** Elements can be picked and dragged (not while panning or rendering). */
  interactive: boolean;
  /** The text is being edited in place (the overlay shows it instead). */
  editing: boolean;
  onPick: (id: string, additive: boolean) => void;
  onEdit: (id: string) => void;
  /** A click without a drag (Konva cancels clicks that became drags). */
  onClickElement: (id: string, additive: boolean) => void;
  onDragStart: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onDragMove: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void;
}

function Content({ element, productImageUrl }: { element: EditorElement; productImageUrl: string | null }) {
  switch (element.type) {
    case 'text':
      return <TextContent element={element} />;
    case 'shape':
      return <ShapeContent element={element} />;
    case 'badge':
      return <BadgeContent element={element} />;
    default:
      return <PictureContent element={element} productImageUrl={productImageUrl} />;
  }
}

/** One element: a group turned about the centre of its box (Konva offset = half the size). */
export function ElementNode({ element, productImageUrl, interactive, editing, onPick, onEdit, onClickElement, onDragStart, onDragMove, onDragEnd }: ElementNodeProps) {
  const { width, height } = element;
  return (
    <Group
      id={element.id}
      name={ELEMENT_NODE_NAME}
      x={element.x + width / 2}
      y={element.y + height / 2}
      offsetX={width / 2}
      offsetY={height / 2}
      rotation={element.rotation}
      opacity={element.opacity}
      visible={!editing}
      listening={interactive}
      draggable={interactive && !element.locked}
      onMouseDown={(event) => onPick(element.id, event.evt.shiftKey)}
      onTap={() => onPick(element.id, false)}
      onClick={(event) => onClickElement(element.id, event.evt.shiftKey)}
      onDblClick={() => onEdit(element.id)}
      onDblTap={() => onEdit(element.id)}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
    >
      {/* An invisible box so the whole element can be picked, not only its painted pixels. */}
      <Rect width={width} height={height} fill="#00000000" />
      <Content element={element} productImageUrl={productImageUrl} />
    </Group>
  );
}
