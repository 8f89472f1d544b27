export { DiffusionEngines, createDiffusionEngines, STUDIO_ENGINE } from './engines';
export { DiffusionError, type DiffusionEngine, type DiffusionEngineHealth, type DiffusionTask, type DiffusionTaskKind, type DiffusionRunContext } from './types';
export { toAttentionSyntax, toPlainEmphasis, STYLE_PROMPTS } from './prompt-syntax';
