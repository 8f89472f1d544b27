import { describe, expect, it } from 'vitest';
import { buildRecipe, renderStudioScene } from '../../src/engines/studio';
import { planStudioScene } from '../../src/engines/studio/plan';
import { grazingReflectance } from '../../src/engines/studio/render';
import { trimCutout } from '../../src/engines/shadow/cutout';
import type { Raster } from '../../src/raster';
import { bottleCutout } from './fixtures';
import { flatRunShare, meanAbsDiff, meanLuma } from './scene-checks';

const SIZE = 512;
const cutout = trimCutout(bottleCutout());
const recipeOf = (style: string, prompt = '') => buildRecipe({ prompt: prompt ? [{ text: prompt, weight: 1 }] : [], negativePrompt: [], style, theme: 'none' });

async function render(style: string, seed: number, prompt = '', negative = '') {
  const recipe = negative
    ? buildRecipe({ prompt: prompt ? [{ text: prompt, weight: 1 }] : [], negativePrompt: [{ text: negative, weight: 1 }], style, theme: 'none' })
    : recipeOf(style, prompt);
  const plan = planStudioScene(cutout.width, cutout.height, recipe, SIZE, SIZE, seed);
  const raster = await renderStudioScene(cutout, recipe, SIZE, SIZE, seed);
  return { plan, raster };
}

/** The bottle's body is green (g - r >= 60); nothing in the sets is. */
function productBottom(raster: Raster): number {
  let bottom = -1;
  for (let y = 0; y < raster.height; y++)
    for (let x = 0; x < raster.width; x++) {
      const o = (y * raster.width + x) * 3;
      if ((raster.data[o + 1] ?? 0) - (raster.data[o] ?? 0) > 45 && (raster.data[o + 1] ?? 0) - (raster.data[o + 2] ?? 0) > 10) bottom = y;
    }
  return bottom;
}

const STYLES = ['studio', 'minimal', 'luxury', 'natural', 'kitchen', 'outdoor'];

describe('studio scenes stand on their floor', () => {
  it.each(STYLES)('%s: the product bottom is within 3 px of the floor line in every variation', async (style) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, raster } = await render(style, seed);
      expect(Math.abs(productBottom(raster) - (plan.layout.contactY - 1))).toBeLessThanOrEqual(3);
    }
  });

  it.each(['studio', 'natural', 'kitchen', 'outdoor', 'bathroom'])('%s: the floor just under the product is darker than the floor beside it', async (style) => {
    for (let seed = 1; seed <= 3; seed++) {
      const { plan, raster } = await render(style, seed);
      const { product, contactY } = plan.layout;
      const centre = product.left + product.width / 2;
      const band = [contactY + 1, contactY + 5] as const;
      const under = meanLuma(raster, centre - product.width * 0.3, centre + product.width * 0.3, ...band);
      const leftSide = meanLuma(raster, product.left - product.width * 0.45, product.left - product.width * 0.25, ...band);
      const rightSide = meanLuma(raster, product.left + product.width * 1.25, product.left + product.width * 1.45, ...band);
      expect(under).toBeLessThan(((leftSide + rightSide) / 2) * 0.8);
    }
  });
});

describe('glossy floors reflect the product', () => {
  /** Mean green excess (g - r) of the floor band below the product: the green bottle's mirror image. */
  const greenUnder = (raster: Raster, layout: { product: { left: number; width: number }; contactY: number }) => {
    let sum = 0;
    let count = 0;
    for (let y = layout.contactY + 6; y < Math.min(raster.height, layout.contactY + 30); y++)
      for (let x = layout.product.left + layout.product.width * 0.3; x < layout.product.left + layout.product.width * 0.7; x++) {
        const o = (y * raster.width + Math.round(x)) * 3;
        sum += (raster.data[o + 1] ?? 0) - (raster.data[o] ?? 0);
        count++;
      }
    return sum / count;
  };

  it.each(['kitchen', 'luxury', 'bathroom'])('%s: the floor under the product takes its colour, unless the negative prompt says "reflection"', async (style) => {
    const glossy = await render(style, 3);
    const matte = await render(style, 3, '', 'reflection');
    expect(greenUnder(glossy.raster, glossy.plan.layout) - greenUnder(matte.raster, matte.plan.layout)).toBeGreaterThan(4);
  });

  it('fades the reflection as the camera looks down on the floor', () => {
    const layout = (eyeLevel: number) => ({ ...planStudioScene(cutout.width, cutout.height, recipeOf('kitchen'), 1000, 1000, 1).layout, eyeLevel, contactY: 800, focal: 1300 });
    expect(grazingReflectance(layout(700))).toBeGreaterThan(0.7);
    expect(grazingReflectance(layout(-200))).toBe(0);
  });
});

describe('variations differ in composition, not only in noise', () => {
  it.each(['studio', 'luxury', 'natural', 'kitchen'])('%s: every pair of the 4 variations differs by more than 6 levels on average', async (style) => {
    const scenes = await Promise.all([11, 12, 13, 14].map((seed) => render(style, seed, 'spheres')));
    for (let i = 0; i < scenes.length; i++)
      for (let j = i + 1; j < scenes.length; j++) expect(meanAbsDiff(scenes[i].raster, scenes[j].raster)).toBeGreaterThan(6);
  });

  it('moves the product, its size and the camera height between variations', () => {
    const recipe = recipeOf('studio');
    const layouts = [21, 22, 23, 24].map((seed) => planStudioScene(cutout.width, cutout.height, recipe, 1000, 1000, seed).layout);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(layouts.map((layout) => layout.product.left + layout.product.width / 2))).toBeGreaterThan(60);
    expect(spread(layouts.map((layout) => layout.product.height))).toBeGreaterThan(60);
    expect(spread(layouts.map((layout) => layout.horizon))).toBeGreaterThan(50);
  });
});

describe('smooth gradients without banding', () => {
  it.each(['studio', 'pastel', 'luxury'])('%s: at most a quarter of a wall column lies in flat runs longer than 8 px', async (style) => {
    const { plan, raster } = await render(style, 5);
    for (const x of [0.04, 0.1, 0.9, 0.96].map((f) => Math.round(SIZE * f)))
      for (const c of [0, 1, 2]) expect(flatRunShare(raster, x, Math.round(SIZE * 0.04), plan.layout.horizon - Math.round(SIZE * 0.08), 8, c)).toBeLessThan(0.25);
  });
});
