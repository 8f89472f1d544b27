import type { Rgb } from './colour';
import type { Backdrop, Material, PropKind } from './vocabulary';

export interface SceneLight {
  /** -1 = key light from the left, 1 = from the right, 0 = frontal. */
  direction: number;
  /** 0 = very soft (large diffused source) … 1 = hard, crisp shadows. */
  hardness: number;
  /** -1 cool … 1 warm. */
  temperature: number;
  /** 0..1 low warm sun. */
  golden: number;
  /** 0..1 coloured neon rim glows on a dark set. */
  neon: number;
  /** True for light from above: short shadow straight behind. */
  overhead: boolean;
}

export interface SceneProp {
  kind: PropKind;
  /** Prompt weight; scales the prop's size and count. */
  strength: number;
  colour: Rgb;
}

/** Everything the renderer needs; built from style, theme, prompt and negative prompt. */
export interface SceneRecipe {
  backdrop: Backdrop;
  wall: Rgb;
  floor: Rgb;
  accent: Rgb;
  material: Material;
  /** How strongly the surface texture shows (weight of its prompt part). */
  materialStrength: number;
  light: SceneLight;
  props: SceneProp[];
  /** 0..1 background blur. */
  dof: number;
  /** 0..1 darkened corners. */
  vignette: number;
  /** 0..1 floor reflection of the product. */
  reflection: number;
  /** 0..1.5 multiplier of the contact shadow's darkness. */
  shadow: number;
  /** 0..1.5 multiplier of the ambient occlusion where things stand on the floor (0 turns the pass off). */
  occlusion: number;
  /** Words of the prompt the engine understood (shown to users, checked in tests). */
  recognised: string[];
}
