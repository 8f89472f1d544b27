export { studioEngine, STUDIO_ENGINE_NAME } from './engine';
export { buildRecipe, readPart } from './recipe';
export { renderStudioScene } from './render';
export { COLOUR_MATCH_LIMIT } from './finish';
export { STYLE_RECIPES, THEME_OVERLAYS } from './styles';
export type { SceneRecipe, SceneLight, SceneProp } from './recipe-types';
export type { Backdrop, Material, PropKind } from './vocabulary';
