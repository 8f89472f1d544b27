/**
 * The engines this package offers, and whether each can run here. `GET /api/health` lists them.
 * Checks are cheap (files present, no model load): loading happens lazily on first use.
 */
import { checkBackgroundRemovalEngine } from './background-removal/check';
import { checkCompositingEngine } from './shadow/check';
import { checkPatchmatchEngine } from './inpaint/check';
import { checkStudioEngine } from './studio/check';
import { checkTextDetectorEngine } from './watermark/check';
import { checkUpscaleEngine } from './upscale/check';

export interface EngineStatus {
  id: string;
  tools: string[];
  kind: 'neural' | 'algorithm' | 'compositing';
  ready: boolean;
  /** Why it is not ready, naming the package to install. */
  problem?: string;
}

export type EngineCheck = () => EngineStatus;

const checks: EngineCheck[] = [
  // Each engine module adds its check here.
  checkCompositingEngine,
  checkBackgroundRemovalEngine,
  checkPatchmatchEngine,
  checkTextDetectorEngine,
  checkUpscaleEngine,
  checkStudioEngine,
];

export function listEngines(): EngineStatus[] {
  return checks.map((check) => check());
}
