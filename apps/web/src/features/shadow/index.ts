// What other features use of the shadow tool (its public index; ARCHITECTURE.md).
export { ShadowControlsForm, toControlsParams, type ShadowControlsValue } from './ShadowControlsForm';
export { readShadowBatch, writeShadowBatch } from './shadowBatchStorage';
