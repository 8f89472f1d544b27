import type { EditorDocument } from '@vitrina/editor-core';
import { Group, Layer, Rect, Stage } from 'react-konva';
import { ElementNode } from './ElementNode';
import { useFontsReady } from './useFontsReady';

const ignore = () => undefined;

export interface CardPreviewProps {
  document: EditorDocument;
  /** The product drawn in product elements with no image of their own. */
  productImageUrl: string | null;
  /** Drawn width in CSS pixels; the height follows the canvas. */
  width: number;
}

/** A card drawn small and still (the template picker's thumbnails), with the editor's renderer. */
export default function CardPreview({ document, productImageUrl, width }: CardPreviewProps) {
  const fontsGeneration = useFontsReady();
  const scale = width / document.canvas.width;
  return (
    <Stage width={width} height={Math.round(document.canvas.height * scale)} scaleX={scale} scaleY={scale} listening={false}>
      <Layer key={fontsGeneration} listening={false}>
        <Group clipX={0} clipY={0} clipWidth={document.canvas.width} clipHeight={document.canvas.height}>
          <Rect width={document.canvas.width} height={document.canvas.height} fill={document.canvas.background} />
          {document.elements
            .filter((element) => !element.hidden)
            .map((element) => (
              <ElementNode
                key={element.id}
                element={element}
                productImageUrl={productImageUrl}
                interactive={false}
                editing={false}
                onPick={ignore}
                onEdit={ignore}
                onClickElement={ignore}
                onDragStart={ignore}
                onDragMove={ignore}
                onDragEnd={ignore}
              />
            ))}
        </Group>
      </Layer>
    </Stage>
  );
}
