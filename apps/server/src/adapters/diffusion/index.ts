export { DiffusionEngines, createDiffusionEngines } from './engines';
export { DiffusionError, type DiffusionEngine, type DiffusionTask } from './types';
export { STYLE_PROMPTS } from './prompt-syntax';
