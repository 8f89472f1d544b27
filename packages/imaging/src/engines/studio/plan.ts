/** Where everything goes in one variation: the layout and the recipe as this seed varies it. Pure. */
import { jitterHue } from './colour';
import { layoutScene, type SceneLayout } from './layout';
import { seededRandom } from './random';
import type { SceneRecipe } from './recipe-types';

const clampUnit = (value: number, min = -1, max = 1) => Math.min(max, Math.max(min, value));

/**
 * Seeds vary the set within the recipe, so the variations of one request read as different shots:
 * a hue shift of wall and accent, where the key light stands, a little warmer or cooler, more or
 * less vignette, the props' sizes and order. What the prompt asked for (backdrop, material, which
 * props) stays; the layout (layout.ts) moves the camera and the product.
 */
function varyRecipe(recipe: SceneRecipe, random: () => number, propScale: number): SceneRecipe {
  const shift = (random() - 0.5) * 0.2;
  const light = recipe.light;
  // Props: this variation's sizes, and which of them leads (stands nearest the product).
  const turn = recipe.props.length > 1 ? Math.floor(random() * recipe.props.length) : 0;
  const props = [...recipe.props.slice(turn), ...recipe.props.slice(0, turn)].map((prop) => ({ ...prop, strength: prop.strength * propScale }));
  return {
    ...recipe,
    props,
    wall: jitterHue(recipe.wall, shift),
    accent: jitterHue(recipe.accent, shift * 1.5),
    light: {
      ...light,
      direction: light.overhead ? light.direction : clampUnit(light.direction + (random() - 0.5) * 0.9),
      temperature: clampUnit(light.temperature + (random() - 0.5) * 0.2),
    },
    vignette: clampUnit(recipe.vignette + (random() - 0.5) * 0.16, 0, 1),
  };
}

export interface StudioPlan {
  layout: SceneLayout;
  recipe: SceneRecipe;
  /** The seed's random stream, positioned after the plan (props draw from it). */
  random: () => number;
}

/** The plan of the variation `seed` for a trimmed product of productWidth x productHeight px. */
export function planStudioScene(productWidth: number, productHeight: number, recipe: SceneRecipe, width: number, height: number, seed: number, elevation = 0): StudioPlan {
  const random = seededRandom(seed);
  const layout = layoutScene(width, height, productWidth, productHeight, recipe.backdrop, random, elevation);
  return { layout, recipe: varyRecipe(recipe, random, layout.propScale), random };
}
