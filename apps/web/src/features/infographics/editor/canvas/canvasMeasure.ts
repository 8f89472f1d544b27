import type { MeasureText } from '../../layout/textFit';
import { fontStack, fontStyle } from './textLayout';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * Measures runs as Konva draws them: the same canvas font string (style, size, family stack) and
 * direction; letter spacing is added by `fitText`. Without a canvas (tests) an average advance.
 */
export function canvasMeasure(font: { fontFamily: string; fontWeight: number; italic?: boolean }, direction: 'ltr' | 'rtl'): MeasureText {
  context ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const ctx = context;
  if (!ctx) return (text, size) => Array.from(text).length * size * 0.6;
  return (text, size) => {
    ctx.font = `${fontStyle(font.fontWeight, font.italic)} ${size}px ${fontStack(font.fontFamily)}`;
    ctx.direction = direction;
    return ctx.measureText(text).width;
  };
}
