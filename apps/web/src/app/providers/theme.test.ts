import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../common/utils/contrast';
import { LIGHT_SURFACES, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

describe('theme text colours (WCAG 1.4.3 AA: 4.5:1 for body text)', () => {
  it('computes contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  // Dimmed text is gray 6 in the light scheme; body text is black; labels and links use gray 7–9 and the primary shade.
  const textColours = {
    dimmed: merged.colors.gray[6],
    'gray 7': merged.colors.gray[7],
    'gray 8': merged.colors.gray[8],
    body: merged.black,
    primary: merged.colors.brand[6],
  };

  for (const [name, colour] of Object.entries(textColours)) {
    it(`${name} text (${colour}) reads at 4.5:1 or more on every light surface`, () => {
      for (const surface of LIGHT_SURFACES) expect(contrastRatio(colour, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const colour of ['red', 'orange', 'teal']) {
    it(`${colour} text and outlines (shade 6) read at 4.5:1 or more on every light surface`, () => {
      for (const surface of LIGHT_SURFACES) expect(contrastRatio(merged.colors[colour][6], surface), `on ${surface}`).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const colour of ['red', 'orange', 'yellow', 'green', 'teal', 'brand', 'gray']) {
    it(`${colour} light variant (alerts, light badges): shade 9 on shades 0 and 1 reads at 4.5:1 or more`, () => {
      const shades = merged.colors[colour];
      expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades[9], shades[0])).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('white text on the primary colour (filled buttons) reads at 4.5:1 or more', () => {
    expect(contrastRatio('#ffffff', merged.colors.brand[merged.primaryShade as number])).toBeGreaterThanOrEqual(4.5);
  });
});
