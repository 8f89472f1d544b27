/**
 * The ESRGAN weight packages from UpscalerJS (MIT) and where their files are. Each package holds
 * models/x2, x3, x4 and x8, a Keras layers-model (model.json) with binary weight shards.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Engine id in the catalog and in EngineUnavailableError. */
export const ENGINE_ID = 'esrgan';

export const UPSCALE_MODELS = ['slim', 'medium', 'thick'] as const;
export type UpscaleModel = (typeof UPSCALE_MODELS)[number];

export const NEURAL_SCALES = [2, 3, 4, 8] as const;
export type NeuralScale = (typeof NEURAL_SCALES)[number];

export interface ModelPackage {
  packageName: string;
  /** RDN networks (slim, medium) were trained on 0..255 pixels, RRDN (thick) on 0..1; see the package's getModelDefinition. */
  pixelRange: 255 | 1;
  description: string;
}

export const MODEL_PACKAGES: Record<UpscaleModel, ModelPackage> = {
  slim: { packageName: '@upscalerjs/esrgan-slim', pixelRange: 255, description: 'RDN, 2 dense blocks of 4 channels: fastest' },
  medium: { packageName: '@upscalerjs/esrgan-medium', pixelRange: 255, description: 'RDN, 10 dense blocks of 64 channels' },
  thick: { packageName: '@upscalerjs/esrgan-thick', pixelRange: 1, description: 'RRDN, 10 residual-in-residual blocks: slowest' },
};

const require = createRequire(import.meta.url);

/** Path of models/x<scale>/model.json, or undefined when the package is not installed. */
export function findModelJson(model: UpscaleModel, scale: NeuralScale): string | undefined {
  const root = packageRoot(MODEL_PACKAGES[model].packageName);
  const path = root && join(root, 'models', `x${scale}`, 'model.json');
  return path && existsSync(path) ? path : undefined;
}

/**
 * The installed package's folder. Found through Node's lookup paths rather than
 * `require.resolve('<pkg>/package.json')`, which these packages' `exports` map forbids.
 */
function packageRoot(packageName: string): string | undefined {
  for (const modulesDir of require.resolve.paths(packageName) ?? []) {
    if (existsSync(join(modulesDir, packageName, 'package.json'))) return join(modulesDir, packageName);
  }
  return undefined;
}
