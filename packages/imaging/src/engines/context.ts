/** What every long-running engine call receives besides its inputs. */
export interface EngineContext {
  /** Called with a fraction 0..1 as work advances; cheap, may be called often. */
  onProgress?: (fraction: number) => void;
  /** Aborts the work; engines check it between steps and throw an AbortError. */
  signal?: AbortSignal;
}

export class EngineUnavailableError extends Error {
  constructor(
    readonly engine: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineUnavailableError';
  }
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    const error = new Error('The operation was aborted');
    error.name = 'AbortError';
    throw error;
  }
}

/** Splits progress reporting into consecutive weighted phases. */
export function progressPhase(context: EngineContext, from: number, to: number): EngineContext {
  const onProgress = context.onProgress;
  return {
    ...context,
    onProgress: onProgress ? (fraction) => onProgress(from + (to - from) * Math.min(1, Math.max(0, fraction))) : undefined,
  };
}
