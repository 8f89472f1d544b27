import type { BadgeElement } from '@vitrina/editor-core';
import { Ellipse, Rect, Star, Text } from 'react-konva';
import { fitText } from '../../../layout/textFit';
import { canvasMeasure } from '../canvasMeasure';
import { badgeFontSize, badgeLabelBox, fontStack, fontStyle, resolveDirection } from '../textLayout';
import { strokeProps } from './effects';
import { FITTED_TEXT_NAME } from './TextContent';

/** The badge's outline: circle, 14-point burst, pill or rectangle. */
function BadgeShape({ element }: { element: BadgeElement }) {
  const { width, height } = element;
  const common = { fill: element.fill, ...strokeProps(element.stroke) };
  switch (element.shape) {
    case 'circle':
      return <Ellipse x={width / 2} y={height / 2} radiusX={width / 2} radiusY={height / 2} {...common} />;
    case 'burst': {
      const radius = Math.max(1, Math.min(width, height) / 2);
      return (
        <Star
          x={width / 2}
          y={height / 2}
          numPoints={14}
          outerRadius={radius}
          innerRadius={radius * 0.8}
          scaleX={width / 2 / radius}
          scaleY={height / 2 / radius}
          strokeScaleEnabled={false}
          {...common}
        />
      );
    }
    case 'pill':
      return <Rect width={width} height={height} cornerRadius={height / 2} {...common} />;
    case 'rect':
      return <Rect width={width} height={height} {...common} />;
  }
}

/**
 * A shape with a centred label sized by the badge's height, wrapped and shrunk (`fitText`) to stay
 * inside the shape's inner box: a long translation never spills over the outline.
 */
export function BadgeContent({ element }: { element: BadgeElement }) {
  const direction = resolveDirection('auto', element.text);
  const inner = badgeLabelBox(element);
  const fitted = fitText(element.text, inner, { fontSize: Math.max(1, badgeFontSize(element)), lineHeight: 1.1, minFontSize: 8 }, canvasMeasure(element, direction));
  return (
    <>
      <BadgeShape element={element} />
      <Text
        name={FITTED_TEXT_NAME}
        x={inner.x}
        y={inner.y}
        width={inner.width}
        height={fitted.overflows ? undefined : inner.height}
        text={fitted.lines.join('\n')}
        fontFamily={fontStack(element.fontFamily)}
        fontSize={fitted.fontSize}
        lineHeight={1.1}
        fontStyle={fontStyle(element.fontWeight)}
        fill={element.textColor}
        direction={direction}
        align="center"
        verticalAlign="middle"
        wrap="none"
      />
    </>
  );
}
