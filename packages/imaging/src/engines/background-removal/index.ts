export { removeBackground, predictAlpha, type RemoveBackgroundOptions } from './remove-background';
export type { RemoveBackgroundOutput } from './compose';
export { bareInference, modelInputFromRaster } from './inference';
export { ISNET_MODELS, type IsnetModel } from './model-files';
export { checkBackgroundRemovalEngine } from './check';
export { warmUpBackgroundRemoval } from './warm-up';
