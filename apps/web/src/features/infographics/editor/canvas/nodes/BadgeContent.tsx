import type { BadgeElement } from '@vitrina/editor-core';
import { Ellipse, Rect, Star, Text } from 'react-konva';
import { badgeFontSize, fontStack, fontStyle, resolveDirection } from '../textLayout';
import { strokeProps } from './effects';

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

/** A shape with a centred one-line label sized by the badge's height. */
export function BadgeContent({ element }: { element: BadgeElement }) {
  return (
    <>
      <BadgeShape element={element} />
      <Text
        width={element.width}
        height={element.height}
        text={element.text}
        fontFamily={fontStack(element.fontFamily)}
        fontSize={Math.max(1, badgeFontSize(element))}
        fontStyle={fontStyle(element.fontWeight)}
        fill={element.textColor}
        direction={resolveDirection('auto', element.text)}
        align="center"
        verticalAlign="middle"
        wrap="none"
      />
    </>
  );
}
