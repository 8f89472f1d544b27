/** The curated styles and themes as recipe starting points and overlays. */
import type { Rgb } from './colour';
import type { SceneLight, SceneProp, SceneRecipe } from './recipe-types';

const light = (overrides: Partial<SceneLight> = {}): SceneLight => ({ direction: -0.6, hardness: 0.3, temperature: 0, golden: 0, neon: 0, overhead: false, ...overrides });
const prop = (kind: SceneProp['kind'], colour: Rgb, strength = 1): SceneProp => ({ kind, colour, strength });

type BaseRecipe = Omit<SceneRecipe, 'recognised'>;

const base = (overrides: Partial<BaseRecipe>): BaseRecipe => ({
  backdrop: 'sweep',
  wall: [238, 236, 232],
  floor: [238, 236, 232],
  accent: [200, 196, 190],
  material: 'plain',
  materialStrength: 1,
  light: light(),
  props: [],
  dof: 0.35,
  vignette: 0.2,
  reflection: 0,
  shadow: 1,
  occlusion: 1,
  ...overrides,
});

export const STYLE_RECIPES: Record<string, BaseRecipe> = {
  studio: base({}),
  minimal: base({ backdrop: 'wall-floor', wall: [233, 229, 223], floor: [214, 208, 199], material: 'paper', props: [prop('cube', [224, 220, 214], 0.8)], vignette: 0.1, dof: 0.2 }),
  luxury: base({
    backdrop: 'podium',
    wall: [34, 31, 36],
    floor: [236, 232, 228],
    accent: [212, 172, 80],
    material: 'marble',
    light: light({ hardness: 0.55, temperature: 0.35, direction: -0.4 }),
    props: [prop('sphere', [212, 172, 80], 0.8)],
    reflection: 0.3,
    vignette: 0.55,
  }),
  natural: base({
    backdrop: 'tabletop',
    wall: [214, 210, 192],
    floor: [178, 134, 94],
    accent: [110, 132, 92],
    material: 'wood',
    light: light({ temperature: 0.4, hardness: 0.45 }),
    props: [prop('leaves', [60, 70, 50])],
    dof: 0.55,
  }),
  kitchen: base({
    backdrop: 'tabletop',
    wall: [232, 226, 214],
    floor: [238, 236, 232],
    accent: [120, 140, 96],
    material: 'marble',
    light: light({ temperature: 0.3, direction: 0.6 }),
    props: [prop('leaves', [60, 70, 50], 0.8)],
    dof: 0.6,
    reflection: 0.22,
  }),
  bathroom: base({
    backdrop: 'wall-floor',
    wall: [218, 231, 232],
    floor: [236, 234, 230],
    accent: [170, 214, 210],
    material: 'terrazzo',
    light: light({ temperature: -0.35 }),
    props: [prop('sphere', [250, 250, 250], 0.7)],
    reflection: 0.2,
  }),
  outdoor: base({
    backdrop: 'outdoor',
    wall: [150, 196, 232],
    floor: [222, 200, 160],
    accent: [240, 204, 72],
    material: 'sand',
    light: light({ hardness: 0.7, temperature: 0.3, direction: 0.7 }),
    props: [prop('sun', [255, 220, 150])],
    dof: 0.5,
    vignette: 0.15,
  }),
  pastel: base({
    backdrop: 'podium',
    wall: [244, 214, 218],
    floor: [244, 214, 218],
    accent: [170, 222, 196],
    light: light({ hardness: 0.2 }),
    props: [prop('arch', [236, 190, 198]), prop('sphere', [170, 222, 196], 0.8)],
    vignette: 0.1,
  }),
  neon: base({
    backdrop: 'wall-floor',
    wall: [24, 22, 34],
    floor: [38, 36, 46],
    accent: [0, 230, 255],
    material: 'concrete',
    light: light({ neon: 1, hardness: 0.6 }),
    props: [prop('cube', [40, 38, 56], 0.8)],
    reflection: 0.35,
    vignette: 0.5,
  }),
};

/** A theme tints the set and brings its own props; the prompt still overrides both. */
export interface ThemeOverlay {
  wall?: Rgb;
  floor?: Rgb;
  accent: Rgb;
  props: SceneProp[];
  light?: Partial<SceneLight>;
  material?: SceneRecipe['material'];
}

export const THEME_OVERLAYS: Record<string, ThemeOverlay> = {
  'new-year': { wall: [26, 54, 46], accent: [212, 172, 80], props: [prop('sphere', [212, 172, 80]), prop('sphere', [180, 40, 48], 0.8), prop('confetti', [232, 196, 110])], light: { temperature: 0.5 } },
  'black-friday': { wall: [18, 18, 20], floor: [30, 30, 32], accent: [220, 30, 40], props: [prop('cube', [220, 30, 40]), prop('cube', [26, 26, 28], 0.8)], light: { hardness: 0.75 } },
  'valentines-day': { wall: [243, 198, 207], accent: [206, 40, 72], props: [prop('heart', [206, 40, 72]), prop('heart', [246, 150, 170], 0.7)], light: { temperature: 0.3 } },
  summer: { wall: [252, 226, 170], accent: [48, 170, 180], props: [prop('sun', [255, 214, 130]), prop('leaves', [40, 80, 50])], light: { golden: 0.4, hardness: 0.7 }, material: 'sand' },
  spring: { wall: [222, 236, 214], accent: [246, 182, 196], props: [prop('leaves', [70, 110, 70]), prop('sphere', [246, 182, 196], 0.7)], light: { hardness: 0.25 } },
  autumn: { wall: [206, 140, 100], floor: [170, 120, 80], accent: [190, 92, 40], props: [prop('leaves', [90, 50, 30]), prop('sphere', [190, 92, 40], 0.7)], light: { temperature: 0.6 }, material: 'wood' },
  halloween: { wall: [44, 30, 56], floor: [56, 44, 64], accent: [236, 120, 30], props: [prop('sphere', [236, 120, 30]), prop('sphere', [236, 120, 30], 0.6)], light: { hardness: 0.7, temperature: 0.3 } },
  ramadan: { wall: [28, 40, 78], accent: [212, 172, 80], props: [prop('arch', [40, 56, 100]), prop('sphere', [212, 172, 80], 0.7)], light: { golden: 0.5, temperature: 0.5 } },
  'mothers-day': { wall: [248, 214, 200], accent: [236, 150, 160], props: [prop('leaves', [80, 110, 80], 0.8), prop('heart', [236, 150, 160], 0.6)], light: { hardness: 0.2, temperature: 0.3 } },
};

export function styleRecipe(style: string): BaseRecipe {
  const recipe = STYLE_RECIPES[style] ?? STYLE_RECIPES.studio;
  if (!recipe) throw new RangeError(`unknown style ${style}`);
  return { ...recipe, light: { ...recipe.light }, props: recipe.props.map((item) => ({ ...item })) };
}
