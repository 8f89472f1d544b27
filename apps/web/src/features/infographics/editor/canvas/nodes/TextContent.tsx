import type { TextElement } from '@vitrina/editor-core';
import { Text } from 'react-konva';
import { fontStack, fontStyle, physicalAlign, resolveDirection } from '../textLayout';
import { shadowProps, strokeProps } from './effects';

/** A text box: wrapped by words, right-to-left Arabic drawn in one shaped run by the canvas. */
export function TextContent({ element }: { element: TextElement }) {
  const direction = resolveDirection(element.direction, element.text);
  return (
    <Text
      width={element.width}
      height={element.height}
      text={element.text}
      fontFamily={fontStack(element.fontFamily)}
      fontSize={element.fontSize}
      fontStyle={fontStyle(element.fontWeight, element.italic)}
      fill={element.fill}
      align={physicalAlign(element.align, direction)}
      direction={direction}
      lineHeight={element.lineHeight}
      letterSpacing={element.letterSpacing}
      wrap="word"
      fillAfterStrokeEnabled
      {...strokeProps(element.stroke)}
      {...shadowProps(element.shadow)}
    />
  );
}
