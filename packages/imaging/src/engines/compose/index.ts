export { composeOnBackground, DEFAULT_COMPOSE_PLACEMENT } from './compose';
export type { ComposeOptions, ComposePlacement } from './compose';
export { renderBackground } from './background';
export type { BackgroundSpec } from './background';
export type { GradientStop } from './gradient';
export { SYSTEM_BACKGROUNDS, findSystemBackground, renderSystemBackground } from './system-backgrounds';
export type { SystemBackground } from './system-backgrounds';
export type { StudioSweep } from './studio-sweep';
