import { describe, expect, it } from 'vitest';
import { describeGoldens } from '../support/describe-goldens';
import { compareRasters, GOLDEN_TOLERANCE, readGolden, withinTolerance } from '../support/golden';
import { EDIT_GOLDEN_CASES } from './golden-cases';

describeGoldens('image editor goldens', EDIT_GOLDEN_CASES);

describe('image editor golden comparison', () => {
  it.each(EDIT_GOLDEN_CASES.map((golden) => [golden.name, golden] as const))('%s rejects a perturbed render', async (_name, golden) => {
    const tolerance = golden.tolerance ?? GOLDEN_TOLERANCE;
    const [perturbed, expected] = await Promise.all([golden.perturbed(), readGolden(golden.name)]);
    const difference = compareRasters(perturbed, expected, tolerance.pixelThreshold);
    expect(withinTolerance(difference, tolerance), `${golden.perturbation} passed: ${JSON.stringify(difference)}`).toBe(false);
  });

  it('the alpha golden kept the cut-out transparent and its edges soft', async () => {
    const golden = await readGolden('edit-alpha-rotate-pad');
    expect(golden.channels).toBe(4);
    const alphas = golden.data.filter((_, i) => i % 4 === 3);
    const share = (test: (alpha: number) => boolean) => alphas.filter(test).length / alphas.length;
    expect(alphas[0]).toBe(0);
    expect(share((alpha) => alpha === 0)).toBeGreaterThan(0.3);
    expect(share((alpha) => alpha === 255)).toBeGreaterThan(0.1);
    expect(share((alpha) => alpha > 0 && alpha < 255)).toBeGreaterThan(0.001);
  });
});
