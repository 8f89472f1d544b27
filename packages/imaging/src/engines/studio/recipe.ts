/** Prompt, negative prompt, style and theme → a scene recipe. Pure and deterministic. */
import { mix, type Rgb } from './colour';
import type { PromptPart } from '../generation/engine';
import { consumePhrase } from './match';
import { findColours } from './palette';
import type { SceneRecipe } from './recipe-types';
import { styleRecipe, THEME_OVERLAYS } from './styles';
import { PHRASES, type VocabularyElement } from './vocabulary';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

interface PartElements {
  elements: VocabularyElement[];
  colours: Rgb[];
  words: string[];
}

/** What one prompt part mentions: vocabulary first (so "golden hour" is not the colour gold), then colours. */
export function readPart(text: string): PartElements {
  let rest = text.toLowerCase();
  const found: { at: number; element: VocabularyElement; word: string }[] = [];
  for (const { phrase, element } of PHRASES) rest = consumePhrase(rest, phrase, (at) => found.push({ at, element, word: phrase }));
  found.sort((a, b) => a.at - b.at);
  const { colours } = findColours(rest);
  return { elements: found.map((entry) => entry.element), colours, words: found.map((entry) => entry.word) };
}

export interface RecipeRequest {
  prompt: readonly PromptPart[];
  negativePrompt: readonly PromptPart[];
  style: string;
  theme: string;
}

/** Floor reflection a polished material brings by itself. */
const GLOSS: Partial<Record<SceneRecipe['material'], number>> = { marble: 0.22, water: 0.3, terrazzo: 0.12 };

export function buildRecipe(request: RecipeRequest): SceneRecipe {
  const recipe: SceneRecipe = { ...styleRecipe(request.style), recognised: [] };
  applyTheme(recipe, request.theme);
  let plainColours = 0;
  // Clauses (split at commas and full stops) scope colours: "blue wall, gold spheres".
  const clauses = request.prompt.flatMap((part) => part.text.split(/[,،、;.\n]/).map((text) => ({ text, weight: part.weight })));
  for (const part of clauses) {
    const read = readPart(part.text);
    recipe.recognised.push(...read.words);
    for (const element of read.elements) applyElement(recipe, element, part.weight);
    const namesMaterial = read.elements.some((element) => element.kind === 'material');
    const namesProp = read.elements.some((element) => element.kind === 'prop');
    for (const colour of read.colours) {
      const strength = clamp(0.85 * part.weight, 0, 1);
      if (namesProp && recipe.props[0]) recipe.props[0].colour = colour;
      else if (namesMaterial) recipe.floor = mix(recipe.floor, colour, strength * 0.8);
      else if (plainColours++ === 0) {
        recipe.wall = mix(recipe.wall, colour, strength);
        if (recipe.backdrop === 'sweep' || recipe.backdrop === 'podium') recipe.floor = recipe.wall;
      } else recipe.accent = colour;
    }
  }
  for (const part of request.negativePrompt) for (const clause of part.text.split(/[,،、;.\n]/)) removeElements(recipe, readPart(clause));
  return recipe;
}

function applyTheme(recipe: SceneRecipe, theme: string): void {
  const overlay = THEME_OVERLAYS[theme];
  if (!overlay) return;
  if (overlay.wall) recipe.wall = overlay.wall;
  if (overlay.wall && (recipe.backdrop === 'sweep' || recipe.backdrop === 'podium')) recipe.floor = overlay.floor ?? overlay.wall;
  else if (overlay.floor) recipe.floor = overlay.floor;
  if (overlay.material) recipe.material = overlay.material;
  recipe.accent = overlay.accent;
  recipe.light = { ...recipe.light, ...overlay.light };
  recipe.props = [...overlay.props.map((item) => ({ ...item })), ...recipe.props.slice(0, 1)];
}

function applyElement(recipe: SceneRecipe, element: VocabularyElement, weight: number): void {
  const light = recipe.light;
  switch (element.kind) {
    case 'backdrop':
      recipe.backdrop = element.value;
      return;
    case 'material':
      recipe.material = element.value;
      recipe.materialStrength = weight;
      // Polished surfaces reflect the product softly (the negative prompt "reflection" still removes it).
      recipe.reflection = Math.max(recipe.reflection, GLOSS[element.value] ?? 0);
      return;
    case 'prop':
      recipe.props.unshift({ kind: element.value, strength: weight, colour: recipe.accent });
      return;
    case 'effect':
      if (element.value === 'dof') recipe.dof = clamp(0.6 * weight, 0, 1);
      if (element.value === 'vignette') recipe.vignette = clamp(0.5 * weight, 0, 1);
      if (element.value === 'reflection') recipe.reflection = clamp(0.35 * weight, 0, 0.8);
      if (element.value === 'shadow') recipe.shadow = clamp(weight, 0, 1.5);
      return;
    case 'light':
      switch (element.value) {
        case 'soft':
          light.hardness = clamp(0.2 - (weight - 1) * 0.5, 0, 1);
          return;
        case 'hard':
          light.hardness = clamp(0.8 + (weight - 1) * 0.5, 0, 1);
          return;
        case 'left':
          light.direction = -clamp(0.8 * weight, 0, 1);
          return;
        case 'right':
          light.direction = clamp(0.8 * weight, 0, 1);
          return;
        case 'top':
          light.overhead = true;
          return;
        case 'warm':
          light.temperature = clamp(0.6 * weight, -1, 1);
          return;
        case 'cool':
          light.temperature = -clamp(0.6 * weight, -1, 1);
          return;
        case 'golden':
          light.golden = clamp(0.8 * weight, 0, 1);
          return;
        case 'neon':
          light.neon = clamp(0.8 * weight, 0, 1);
          if (recipe.wall[0] + recipe.wall[1] + recipe.wall[2] > 300) recipe.wall = [26, 24, 36];
          recipe.floor = mix(recipe.floor, [36, 34, 44], 0.85);
          return;
      }
  }
}

const NEUTRAL: Rgb = [236, 233, 228];
const near = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) < 90;

/** The negative prompt ("exceptions") takes elements out of the scene. */
function removeElements(recipe: SceneRecipe, read: PartElements): void {
  for (const element of read.elements) {
    switch (element.kind) {
      case 'backdrop':
        if (recipe.backdrop === element.value) recipe.backdrop = element.value === 'sweep' ? 'wall-floor' : 'sweep';
        break;
      case 'material':
        if (recipe.material === element.value) recipe.material = 'plain';
        break;
      case 'prop':
        recipe.props = recipe.props.filter((prop) => prop.kind !== element.value);
        break;
      case 'effect':
        if (element.value === 'dof') recipe.dof = 0;
        if (element.value === 'vignette') recipe.vignette = 0;
        if (element.value === 'reflection') recipe.reflection = 0;
        if (element.value === 'shadow') recipe.shadow = 0;
        if (element.value === 'props') recipe.props = [];
        break;
      case 'light':
        if (element.value === 'neon') recipe.light.neon = 0;
        if (element.value === 'golden') recipe.light.golden = 0;
        if (element.value === 'warm' && recipe.light.temperature > 0) recipe.light.temperature = 0;
        if (element.value === 'cool' && recipe.light.temperature < 0) recipe.light.temperature = 0;
        if (element.value === 'hard') recipe.light.hardness = Math.min(recipe.light.hardness, 0.3);
        if (element.value === 'soft') recipe.light.hardness = Math.max(recipe.light.hardness, 0.7);
        break;
    }
  }
  for (const colour of read.colours) {
    if (near(recipe.wall, colour)) recipe.wall = NEUTRAL;
    if (near(recipe.floor, colour)) recipe.floor = NEUTRAL;
    if (near(recipe.accent, colour)) recipe.accent = [200, 196, 190];
    recipe.props = recipe.props.filter((prop) => !near(prop.colour, colour));
  }
}
