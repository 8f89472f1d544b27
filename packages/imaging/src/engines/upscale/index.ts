export { upscale } from './upscale';
export { planUpscale, defaultTileSize, DEFAULT_UPSCALE_MODEL, MAX_UPSCALE_OUTPUT_PIXELS } from './plan';
export type { UpscaleOptions, UpscalePlan } from './plan';
export { UPSCALE_MODELS, NEURAL_SCALES, MODEL_PACKAGES } from './models';
export type { UpscaleModel, NeuralScale, ModelPackage } from './models';
export { checkUpscaleEngine } from './check';
