/** Health check for the upscale engine: are the weight packages installed? (No model is loaded.) */
import type { EngineStatus } from '../catalog';
import { ENGINE_ID, findModelJson, MODEL_PACKAGES, NEURAL_SCALES, UPSCALE_MODELS } from './models';

export function checkUpscaleEngine(): EngineStatus {
  const missing = UPSCALE_MODELS.filter((model) => NEURAL_SCALES.some((scale) => !findModelJson(model, scale))).map((model) => MODEL_PACKAGES[model].packageName);
  return {
    id: ENGINE_ID,
    tools: ['upscale'],
    kind: 'neural',
    ready: missing.length === 0,
    ...(missing.length > 0 ? { problem: `Missing upscale weights: install the npm package${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` } : {}),
  };
}
