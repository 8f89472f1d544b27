/**
 * The contract every product-generation engine meets: the built-in `studio` scene engine today,
 * diffusion engines (a ComfyUI server, hosted APIs) later. Engines are async, report progress,
 * stop on an AbortSignal and fail with a GenerationEngineError whose code the server maps to
 * its error catalogue, so callers never see engine-specific failures.
 */
import type { Raster } from '../../raster';
import type { EngineContext } from '../context';

/** One part of a weighted prompt (the contracts parser produces exactly this shape). */
export interface PromptPart {
  text: string;
  /** 1 = normal; 1.1..1.5 stronger; 0.5..0.9 weaker (nested groups multiply). */
  weight: number;
}

export interface GenerationRequest {
  /** RGBA cut-out: alpha is the product. */
  cutout: Raster;
  prompt: readonly PromptPart[];
  negativePrompt: readonly PromptPart[];
  /** Curated ids (studio, minimal, … / new-year, summer, … or 'none'). */
  style: string;
  theme: string;
  width: number;
  height: number;
  /** How many images; image i uses `seed + i`. */
  quantity: number;
  seed: number;
}

export interface GeneratedScene {
  raster: Raster;
  seed: number;
}

/** Codes a caller may show; they are error-catalogue codes on the server. */
export type GenerationErrorCode = 'generation_error' | 'service_unavailable' | 'validation_failed';

export class GenerationEngineError extends Error {
  constructor(
    readonly code: GenerationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GenerationEngineError';
  }
}

export interface GenerationEngine {
  /** Recorded on every result (`engine` of the job and its generated images). */
  readonly name: string;
  /** True for engines that synthesise pixels with a diffusion model; the UI says so. */
  readonly diffusion: boolean;
  /**
   * Produces `quantity` images in order. `onImage` receives each one as soon as it is finished,
   * so a caller can show results while the rest render. Progress covers the whole batch.
   */
  generate(request: GenerationRequest, context?: EngineContext & { onImage?: (scene: GeneratedScene, index: number) => void }): Promise<GeneratedScene[]>;
}
