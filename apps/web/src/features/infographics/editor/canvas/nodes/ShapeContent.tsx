import type { ShapeElement } from '@vitrina/editor-core';
import { Ellipse, Line, Rect, Star } from 'react-konva';
import { shadowProps, strokeProps } from './effects';

/** Rectangle, ellipse, line (top-left to bottom-right corner) or star filling the element's box. */
export function ShapeContent({ element }: { element: ShapeElement }) {
  const { width, height } = element;
  const common = { fill: element.fill, ...strokeProps(element.stroke), ...shadowProps(element.shadow) };
  switch (element.shape) {
    case 'rect':
      return <Rect width={width} height={height} cornerRadius={element.cornerRadius} {...common} />;
    case 'ellipse':
      return <Ellipse x={width / 2} y={height / 2} radiusX={width / 2} radiusY={height / 2} {...common} />;
    case 'line': {
      const stroke = element.stroke ?? { color: element.fill, width: 4 };
      return <Line points={[0, 0, width, height]} stroke={stroke.color} strokeWidth={stroke.width} hitStrokeWidth={Math.max(12, stroke.width)} lineCap="round" {...shadowProps(element.shadow)} />;
    }
    case 'star': {
      const radius = Math.max(1, Math.min(width, height) / 2);
      return (
        <Star
          x={width / 2}
          y={height / 2}
          numPoints={element.points}
          outerRadius={radius}
          innerRadius={radius * element.innerRadius}
          scaleX={width / 2 / radius}
          scaleY={height / 2 / radius}
          strokeScaleEnabled={false}
          {...common}
        />
      );
    }
  }
}
