export { renderShadow } from './render-shadow';
export { renderProductScene } from './render-scene';
export type { SceneShadow } from './render-scene';
export type { SceneBackground } from './scene';
export { SYSTEM_SHADOW_PRESETS, findSystemShadowPreset } from './presets';
export type { SystemShadowPreset } from './presets';
export {
  SHADOW_ANGLES,
  MAX_FORMAT_SIDE,
  defaultShadowControls,
  resolveShadowControls,
  resolveInsets as resolveShadowInsets,
  assertValidShadowPreset,
} from './types';
export type { ShadowAngle, ShadowPreset, ShadowControls, ReflectionControls, Insets as ShadowInsets } from './types';
export { layoutForPreset, layoutAtPoint } from './layout';
export type { Placement as ProductPlacement } from './layout';
export { trimCutout, resizeCutout } from './cutout';
export { parseHexColour, parseBackgroundColour } from './colour';
export { checkCompositingEngine } from './check';
