import { describe, expect, it } from 'vitest';
import { fitText, type MeasureText } from './textFit';

/** Every character is 0.6 em wide (a monospaced stand-in for the canvas). */
const mono: MeasureText = (text, size) => Array.from(text).length * size * 0.6;

const fits = (lines: string[], fontSize: number, box: { width: number; height: number }, lineHeight: number) =>
  lines.every((line) => mono(line, fontSize) <= box.width) && lines.length * fontSize * lineHeight <= box.height;

describe('fitText', () => {
  it('keeps the chosen size when the text fits', () => {
    const fitted = fitText('Big sale', { width: 780, height: 104 }, { fontSize: 80, lineHeight: 1.2 }, mono);
    expect(fitted).toEqual({ fontSize: 80, lines: ['Big sale'], overflows: false });
  });

  it('wraps onto a second line before shrinking when the box is tall enough', () => {
    const fitted = fitText('Waterproof and light', { width: 300, height: 130 }, { fontSize: 50, lineHeight: 1.2 }, mono);
    expect(fitted.fontSize).toBe(50);
    expect(fitted.lines).toEqual(['Waterproof', 'and light']);
  });

  it('shrinks a text that cannot fit by wrapping alone, to the largest size that fits', () => {
    const box = { width: 282, height: 44 };
    const fitted = fitText('Garantía de dos años', box, { fontSize: 34, lineHeight: 1.2 }, mono);
    expect(fitted.overflows).toBe(false);
    expect(fitted.fontSize).toBeLessThan(34);
    expect(fits(fitted.lines, fitted.fontSize, box, 1.2)).toBe(true);
    // One line of 20 characters fits up to 282 / (20 × 0.6) = 23.5 px: the search finds about that.
    expect(fitted.lines).toEqual(['Garantía de dos años']);
    expect(fitted.fontSize).toBeGreaterThan(23);
  });

  it('fits Arabic the same way (words kept whole, logical order)', () => {
    const box = { width: 282, height: 44 };
    const fitted = fitText('ضمان لمدة سنتين مع إرجاع مجاني', box, { fontSize: 34, lineHeight: 1.2 }, mono);
    expect(fitted.overflows).toBe(false);
    expect(fits(fitted.lines, fitted.fontSize, box, 1.2)).toBe(true);
    expect(fitted.lines.join(' ')).toBe('ضمان لمدة سنتين مع إرجاع مجاني');
  });

  it('breaks a Korean run without spaces between characters at the smallest size', () => {
    const box = { width: 60, height: 80 };
    const fitted = fitText('무료반품가능합니다', box, { fontSize: 30, lineHeight: 1.2, minFontSize: 12 }, mono);
    expect(fitted.fontSize).toBe(12);
    expect(fitted.overflows).toBe(false);
    expect(fitted.lines.join('')).toBe('무료반품가능합니다');
    expect(fits(fitted.lines, 12, box, 1.2)).toBe(true);
  });

  it('counts letter spacing and keeps paragraphs', () => {
    const fitted = fitText('A\nB', { width: 100, height: 200 }, { fontSize: 40, lineHeight: 1, letterSpacing: 100 }, mono);
    expect(fitted.lines).toEqual(['A', 'B']);
    expect(fitted.fontSize).toBeLessThan(40);
  });

  it('never drops text: at the minimum size every line is returned and the overflow is reported', () => {
    const fitted = fitText('one two three four five six', { width: 40, height: 10 }, { fontSize: 20, lineHeight: 1.2, minFontSize: 10 }, mono);
    expect(fitted.overflows).toBe(true);
    expect(fitted.lines.join('').replace(/ /g, '')).toBe('onetwothreefourfivesix');
  });
});
