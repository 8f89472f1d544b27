export { GenerationEngineError } from './engine';
export type { GenerationEngine, GenerationRequest, GeneratedScene, GenerationErrorCode, PromptPart } from './engine';
export { GenerationEngineRegistry, parseEngineAssignments } from './registry';
