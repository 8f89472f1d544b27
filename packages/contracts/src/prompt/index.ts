export { parsePrompt, plainPrompt, isAllowedWeight, type ParsedPrompt, type PromptProblem, type PromptErrorCode, type WeightedPart } from './weighting';
export { promptField } from './prompt-field';
