import type { TextElement } from '@vitrina/editor-core';
import { Text } from 'react-konva';
import { fitText } from '../../../layout/textFit';
import { canvasMeasure } from '../canvasMeasure';
import { fontStack, fontStyle, physicalAlign, resolveDirection } from '../textLayout';
import { shadowProps, strokeProps } from './effects';

/** Konva's name for a text whose lines were shrunk to fit (tests read the drawn size from it). */
export const FITTED_TEXT_NAME = 'fitted-text';

/**
 * A text box: wrapped by words and, when that is not enough, shrunk until every line fits the box
 * (`fitText`), so nothing is cut off; right-to-left Arabic drawn in one shaped run per line.
 */
export function TextContent({ element }: { element: TextElement }) {
  const direction = resolveDirection(element.direction, element.text);
  const fitted = fitText(element.text, element, element, canvasMeasure(element, direction));
  return (
    <Text
      name={FITTED_TEXT_NAME}
      width={element.width}
      // Only when even the smallest size cannot hold it does the text run past its box (never cut).
      height={fitted.overflows ? undefined : element.height}
      text={fitted.lines.join('\n')}
      fontFamily={fontStack(element.fontFamily)}
      fontSize={fitted.fontSize}
      fontStyle={fontStyle(element.fontWeight, element.italic)}
      fill={element.fill}
      align={physicalAlign(element.align, direction)}
      direction={direction}
      lineHeight={element.lineHeight}
      letterSpacing={element.letterSpacing}
      wrap="none"
      fillAfterStrokeEnabled
      {...strokeProps(element.stroke)}
      {...shadowProps(element.shadow)}
    />
  );
}
