/** How wide a run of text is at a font size (a canvas `measureText`, or a fixed advance in tests). */
export type MeasureText = (text: string, fontSize: number) => number;

export interface FitStyle {
  fontSize: number;
  lineHeight: number;
  /** Added after every character, as the canvas renderer does. */
  letterSpacing?: number;
  /** The smallest size the text may shrink to (it then breaks inside words too). */
  minFontSize?: number;
}

export interface FittedText {
  fontSize: number;
  /** The lines to draw, in logical order (the renderer shapes and orders each line by its direction). */
  lines: string[];
  /** True when even the smallest size could not hold the text in the box. */
  overflows: boolean;
}

/** Floor for shrinking: a card text below this many pixels is unreadable at marketplace sizes. */
export const MIN_FONT_SIZE = 10;
/** The height the lines may use, slightly under the box so rounding never drops the last line. */
const HEIGHT_SLACK = 0.995;

const graphemes = (text: string): string[] => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);

/**
 * Breaks one paragraph into lines at spaces; a word wider than the box is broken between
 * characters only when `breakWords` (Korean and long compounds at the smallest size).
 */
function wrapParagraph(paragraph: string, width: number, widthOf: (text: string) => number, breakWords: boolean): string[] | null {
  const words = paragraph.trim() === '' ? [''] : paragraph.trim().split(/ +/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (widthOf(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (widthOf(word) <= width) {
      line = word;
      continue;
    }
    if (!breakWords) return null;
    line = '';
    for (const char of graphemes(word)) {
      if (line !== '' && widthOf(line + char) > width) {
        lines.push(line);
        line = char;
      } else line += char;
    }
  }
  lines.push(line);
  return lines;
}

function layoutAt(text: string, box: { width: number; height: number }, style: FitStyle, fontSize: number, measure: MeasureText, breakWords: boolean): string[] | null {
  const spacing = style.letterSpacing ?? 0;
  const widthOf = (run: string) => measure(run, fontSize) + spacing * graphemes(run).length;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const wrapped = wrapParagraph(paragraph, box.width, widthOf, breakWords);
    if (!wrapped) return null;
    lines.push(...wrapped);
  }
  return lines.length * fontSize * style.lineHeight <= box.height * HEIGHT_SLACK ? lines : null;
}

/**
 * Fits a text into its box: wrapped at spaces first, then shrunk (largest size that fits, found by
 * bisection, never above the chosen size) down to the minimum size, where words may break too.
 * Nothing is ever cut: at the minimum size the lines are all returned and `overflows` says so.
 */
export function fitText(text: string, box: { width: number; height: number }, style: FitStyle, measure: MeasureText): FittedText {
  const max = style.fontSize;
  const min = Math.min(max, style.minFontSize ?? MIN_FONT_SIZE);
  const atMax = layoutAt(text, box, style, max, measure, false);
  if (atMax) return { fontSize: max, lines: atMax, overflows: false };
  let low = min;
  let high = max;
  let best: string[] | null = layoutAt(text, box, style, min, measure, false);
  if (best) {
    // Invariant: `low` fits, `high` does not.
    while (high - low > 0.5) {
      const middle = (low + high) / 2;
      const lines = layoutAt(text, box, style, middle, measure, false);
      if (lines) {
        low = middle;
        best = lines;
      } else high = middle;
    }
    return { fontSize: Math.floor(low * 10) / 10, lines: best, overflows: false };
  }
  // Even the minimum size needs words broken (a long word, or Korean in a narrow box).
  const broken = layoutAt(text, box, style, min, measure, true);
  if (broken) return { fontSize: min, lines: broken, overflows: false };
  const spacing = style.letterSpacing ?? 0;
  const all = text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, box.width, (run) => measure(run, min) + spacing * graphemes(run).length, true) ?? [paragraph]);
  return { fontSize: min, lines: all, overflows: true };
}
