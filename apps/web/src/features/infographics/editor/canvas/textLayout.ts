import type { BadgeElement, TextElement } from '@vitrina/editor-core';

/** The bundled families (OFL, @fontsource) the font picker offers. */
export const FONT_FAMILIES = ['Noto Sans', 'Noto Sans Arabic', 'Noto Sans KR'] as const;

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const STRONG_CHAR = /[\p{L}]/u;

/** `auto` follows the first letter (Arabic or Hebrew → rtl), like dir="auto". */
export function resolveDirection(direction: TextElement['direction'], text: string): 'ltr' | 'rtl' {
  if (direction !== 'auto') return direction;
  for (const char of text) {
    if (RTL_CHAR.test(char)) return 'rtl';
    if (STRONG_CHAR.test(char)) return 'ltr';
  }
  return 'ltr';
}

/** The document's logical alignment as Konva's physical one: start is left in ltr, right in rtl. */
export function physicalAlign(align: TextElement['align'], direction: 'ltr' | 'rtl'): 'left' | 'center' | 'right' | 'justify' {
  if (align === 'center' || align === 'justify') return align;
  const startsLeft = direction === 'ltr';
  return (align === 'start') === startsLeft ? 'left' : 'right';
}

/** Konva's fontStyle: optional italic, then the numeric weight. */
export const fontStyle = (weight: number, italic = false) => `${italic ? 'italic ' : ''}${weight}`;

/** The family first, then the bundled faces for the scripts it lacks. */
export const fontStack = (family: string) => [family, ...FONT_FAMILIES.filter((face) => face !== family), 'sans-serif'].join(', ');

/** A badge's label size: 0.4 × height for pills, 0.24 × height otherwise. */
export const badgeFontSize = (badge: Pick<BadgeElement, 'shape' | 'height'>) => badge.height * (badge.shape === 'pill' ? 0.4 : 0.24);

/**
 * Where a badge's label may go: the box inside its outline (a circle or burst leaves its corners
 * out, a pill its round ends), relative to the badge.
 */
export function badgeLabelBox(badge: Pick<BadgeElement, 'shape' | 'width' | 'height'>) {
  const share = badge.shape === 'rect' ? { x: 0.9, y: 0.9 } : badge.shape === 'pill' ? { x: 1 - Math.min(0.8, (0.5 * badge.height) / Math.max(1, badge.width)), y: 0.86 } : badge.shape === 'burst' ? { x: 0.6, y: 0.6 } : { x: 0.68, y: 0.68 };
  const width = badge.width * share.x;
  const height = badge.height * share.y;
  return { x: (badge.width - width) / 2, y: (badge.height - height) / 2, width, height };
}
