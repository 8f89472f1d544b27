import { describe, expect, it } from 'vitest';
import { badgeFontSize, badgeLabelBox, fontStack, fontStyle, physicalAlign, resolveDirection } from './textLayout';

describe('text layout', () => {
  it('resolves auto direction from the first letter', () => {
    expect(resolveDirection('auto', '  123 مرحبا hello')).toBe('rtl');
    expect(resolveDirection('auto', '1. Hello مرحبا')).toBe('ltr');
    expect(resolveDirection('auto', '안녕')).toBe('ltr');
    expect(resolveDirection('auto', '')).toBe('ltr');
    expect(resolveDirection('rtl', 'Hello')).toBe('rtl');
  });

  it('turns logical alignment into physical alignment', () => {
    expect(physicalAlign('start', 'ltr')).toBe('left');
    expect(physicalAlign('start', 'rtl')).toBe('right');
    expect(physicalAlign('end', 'ltr')).toBe('right');
    expect(physicalAlign('end', 'rtl')).toBe('left');
    expect(physicalAlign('center', 'rtl')).toBe('center');
    expect(physicalAlign('justify', 'ltr')).toBe('justify');
  });

  it('builds the font style and the fallback stack', () => {
    expect(fontStyle(700, true)).toBe('italic 700');
    expect(fontStyle(400)).toBe('400');
    expect(fontStack('Noto Sans Arabic')).toBe('Noto Sans Arabic, Noto Sans, Noto Sans KR, sans-serif');
  });

  it('sizes badge labels by height', () => {
    expect(badgeFontSize({ shape: 'pill', height: 100 })).toBe(40);
    expect(badgeFontSize({ shape: 'burst', height: 100 })).toBe(24);
  });

  it('keeps badge labels inside the outline', () => {
    expect(badgeLabelBox({ shape: 'burst', width: 200, height: 200 })).toEqual({ x: 40, y: 40, width: 120, height: 120 });
    expect(badgeLabelBox({ shape: 'pill', width: 400, height: 100 })).toEqual({ x: 25, y: 7, width: 350, height: 86 });
  });
});
