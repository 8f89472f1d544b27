import { describe, expect, it } from 'vitest';
import { buildRecipe, renderStudioScene, type SceneRecipe } from '../../src/engines/studio';
import { planStudioScene } from '../../src/engines/studio/plan';
import { trimCutout } from '../../src/engines/shadow/cutout';
import type { Raster } from '../../src/raster';
import { bottleCutout } from './fixtures';
import { meanLuma } from './scene-checks';

const SIZE = 512;
const cutout = trimCutout(bottleCutout());
const recipeOf = (style: string, prompt = '') => buildRecipe({ prompt: prompt ? [{ text: prompt, weight: 1 }] : [], negativePrompt: [], style, theme: 'none' });

/** Distances from the base's side edges, in base widths: at the contact, near, and past the occlusion's reach. */
const DISTANCES = [0.02, 0.08, 0.16, 0.26, 0.5];

/** Mean luma of the floor beside the base (the 3 rows above the floor line), at each distance, on one side. */
function besideBase(raster: Raster, layout: { product: { left: number; width: number }; contactY: number }, side: -1 | 1): number[] {
  const { left, width } = layout.product;
  return DISTANCES.map((f) => {
    const x = side < 0 ? left - f * width : left + width + f * width;
    return meanLuma(raster, x - 1, x + 2, layout.contactY - 3, layout.contactY);
  });
}

async function scene(recipe: SceneRecipe, seed: number) {
  const { layout } = planStudioScene(cutout.width, cutout.height, recipe, SIZE, SIZE, seed);
  return { layout, raster: await renderStudioScene(cutout, recipe, SIZE, SIZE, seed) };
}

describe('ambient occlusion where the product stands', () => {
  // luxury: the product on a podium's top; outdoor: sand; the others on a floor.
  it.each(['studio', 'kitchen', 'natural', 'luxury', 'outdoor'])('%s: darkest at the base on both sides, lighter further out, whichever side the light is on', async (style) => {
    for (const direction of [-0.8, 0.8]) {
      // Without props: a sphere beside the base would hide the profile (props have their own occlusion).
      const recipe = { ...recipeOf(style), props: [] };
      const lit = { ...recipe, light: { ...recipe.light, direction, overhead: false } };
      const seed = direction < 0 ? 1 : 2;
      const on = await scene(lit, seed);
      const off = await scene({ ...lit, occlusion: 0 }, seed);
      for (const side of [-1, 1] as const) {
        const withPass = besideBase(on.raster, on.layout, side);
        const without = besideBase(off.raster, off.layout, side);
        // The pass alone: its darkening (ratio of the two renders) at each distance.
        const ratio = withPass.map((value, i) => value / (without[i] ?? 1));
        expect(ratio[0]).toBeLessThan(0.85);
        for (let i = 1; i < ratio.length; i++) expect(ratio[i]).toBeGreaterThan((ratio[i - 1] ?? 0) + 0.005);
        expect(ratio[ratio.length - 1]).toBeGreaterThan(0.98);
        // And the floor as a seller sees it: darker at the base, falling monotonically towards it
        // (within the reach; past it the floor's own texture and light take over).
        for (let i = 1; i < withPass.length - 1; i++) expect(withPass[i]).toBeGreaterThan(withPass[i - 1] ?? 0);
        expect(withPass[withPass.length - 1]).toBeGreaterThan((withPass[withPass.length - 2] ?? 0) - 2);
      }
    }
  });

  it('is absent when the pass is off: the two renders differ only near the base', async () => {
    const recipe = recipeOf('studio');
    const on = await scene(recipe, 4);
    const off = await scene({ ...recipe, occlusion: 0 }, 4);
    const { product, contactY } = on.layout;
    const far = (raster: Raster) => meanLuma(raster, 0, product.left - product.width, contactY - 3, contactY);
    expect(far(on.raster)).toBeCloseTo(far(off.raster), 6);
    const near = (raster: Raster) => meanLuma(raster, product.left - product.width * 0.05, product.left, contactY - 3, contactY);
    expect(near(on.raster)).toBeLessThan(near(off.raster) * 0.9);
  });
});

describe('ambient occlusion where props stand', () => {
  /** Darkest ratio of luma (occlusion on / off) over rows [y0, y1), away from the product's own occlusion. */
  const darkest = (on: Raster, off: Raster, product: { left: number; width: number }, y0: number, y1: number) => {
    let lowest = 1;
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(SIZE, Math.round(y1)); y++)
      for (let x = 0; x < SIZE; x++) {
        if (x > product.left - product.width * 0.4 && x < product.left + product.width * 1.4) continue;
        const a = meanLuma(on, x, x + 1, y, y + 1);
        const b = meanLuma(off, x, x + 1, y, y + 1);
        if (b > 8) lowest = Math.min(lowest, a / b);
      }
    return lowest;
  };

  it.each([
    ['studio', 'spheres'],
    ['luxury', 'marble podium, gold spheres'],
    ['minimal', ''],
  ])('%s %s: the floor (or the podium top) darkens beside each prop, the wall does not', async (style, prompt) => {
    const recipe = recipeOf(style, prompt);
    const on = await scene(recipe, 11);
    const off = await scene({ ...recipe, occlusion: 0 }, 11);
    const { product, contactY, horizon } = on.layout;
    expect(darkest(on.raster, off.raster, product, contactY - SIZE * 0.08, contactY + SIZE * 0.04)).toBeLessThan(0.85);
    expect(darkest(on.raster, off.raster, product, 0, Math.min(horizon, contactY - SIZE * 0.2))).toBeGreaterThan(0.99);
  });
});

describe('no table-front band at the bottom of the picture', () => {
  it.each(['kitchen', 'natural'])('%s: the bottom rows are the floor, not a uniform darker band', async (style) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { raster } = await scene(recipeOf(style), seed);
      const bottom = meanLuma(raster, 0, SIZE, SIZE * 0.97, SIZE);
      const above = meanLuma(raster, 0, SIZE, SIZE * 0.9, SIZE * 0.93);
      expect(bottom / above).toBeGreaterThan(0.88);
    }
  });
});
