import { describe, expect, it } from 'vitest';
import { describeGoldens } from '../support/describe-goldens';
import { compareRasters, readGolden, withinTolerance } from '../support/golden';
import { SHADOW_GOLDEN_CASES } from './golden-cases';

describeGoldens('shadow goldens', SHADOW_GOLDEN_CASES);

describe('golden comparison', () => {
  it('detects a changed shadow (the comparison can fail)', async () => {
    const expected = await readGolden('shadow-front');
    const darker = { ...expected, data: Uint8Array.from(expected.data) };
    // Darken every pixel that is already slightly shaded (the shadow), as a 15 % stronger shadow would.
    let shaded = 0;
    for (let i = 0; i < darker.data.length; i += 3) {
      const value = darker.data[i];
      if (value < 250 && darker.data[i + 1] === value && darker.data[i + 2] === value) {
        shaded++;
        for (let c = 0; c < 3; c++) darker.data[i + c] = Math.round(darker.data[i + c] * 0.85);
      }
    }
    expect(shaded).toBeGreaterThan(500);
    expect(withinTolerance(compareRasters(darker, expected))).toBe(false);
  });
});
