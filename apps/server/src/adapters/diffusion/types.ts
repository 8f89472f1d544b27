/**
 * What the server asks of a diffusion engine (a ComfyUI server, a hosted API). Engines are I/O:
 * they send inputs to a machine with a GPU and bring encoded images back, so they run on the
 * main thread; any pixel work around them (masks, compositing) runs in the worker pool.
 */
import type { WeightedPart } from '@vitrina/contracts';

interface Sampling {
  prompt: readonly WeightedPart[];
  negativePrompt: readonly WeightedPart[];
  seed: number;
}

/** One picture per call; a batch is several calls with seed + i, so results arrive one by one. */
export type DiffusionTask =
  | ({ kind: 'text-to-image'; width: number; height: number } & Sampling)
  /** `image`: the product on a neutral canvas (PNG); `mask`: white where the engine paints (everything but the product). */
  | ({ kind: 'product-background'; image: Uint8Array; mask: Uint8Array } & Sampling)
  /** Diffusion-quality magic eraser: `mask` white over what to repaint. */
  | ({ kind: 'inpaint'; image: Uint8Array; mask: Uint8Array } & Sampling)
  /** Diffusion-quality outpaint: the image grown by these many pixels on each side. */
  | ({ kind: 'outpaint'; image: Uint8Array; pad: { left: number; top: number; right: number; bottom: number } } & Sampling)
  /**
   * `person`: the model photo; `mask`: white over the clothes to replace; `garment`: the garment
   * cut-out; `category`: what the garment covers (models that find the area themselves use it).
   */
  | { kind: 'garment-try-on'; person: Uint8Array; mask: Uint8Array; garment: Uint8Array; seed: number; category?: 'top' | 'bottom' | 'dress' | 'outfit' };

export type DiffusionTaskKind = DiffusionTask['kind'];

export interface DiffusionRunContext {
  signal: AbortSignal;
  /** 0..1 for this call. */
  onProgress?: (fraction: number) => void;
}

export type EngineState = 'ready' | 'missing-nodes' | 'unreachable' | 'misconfigured';

export interface DiffusionEngineHealth {
  id: string;
  state: EngineState;
  /** What the engine can serve. */
  tasks: DiffusionTaskKind[];
  /** ComfyUI: node classes the shipped workflows use that the server does not have. */
  missingNodes?: string[];
  /** One line for operators (why it is not ready). */
  problem?: string;
}

export interface DiffusionEngine {
  /** Recorded on results (`engine` of jobs and generated images). */
  readonly name: string;
  readonly tasks: readonly DiffusionTaskKind[];
  /** Cheap after the first call (cached); re-checks an engine that was not ready. */
  health(): Promise<DiffusionEngineHealth>;
  /** Encoded image (PNG/JPG/WEBP) for the task. Throws DiffusionError. */
  run(task: DiffusionTask, context: DiffusionRunContext): Promise<Uint8Array>;
  close?(): Promise<void>;
}

/** Catalogue codes an engine failure maps to; the message is for logs only. */
export type DiffusionErrorCode = 'generation_error' | 'engine_unavailable';

export class DiffusionError extends Error {
  constructor(
    readonly code: DiffusionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DiffusionError';
  }
}
