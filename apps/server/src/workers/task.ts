/**
 * The contract between the main thread and CPU work that runs in the worker pool.
 *
 * A task is a module whose default export is `async (input, context: TaskContext) => output`.
 * The main thread refers to it by URL (`taskRef`), so the worker imports it lazily and the main
 * thread never loads its code.
 * Inputs and outputs cross threads by structured clone: plain data, Uint8Arrays, no classes.
 */
export interface TaskContext {
  /** Aborted when the job is cancelled or the pool shuts down; check it between steps. */
  signal: AbortSignal;
  /** Reports a fraction 0..1; cheap, may be called often (the pool forwards it as is). */
  onProgress: (fraction: number) => void;
  /**
   * Hands a finished piece of the result to the main thread before the task ends (one image of a
   * batch, say), so it can be stored and shown at once. Plain data, like the output.
   */
  onPartial?: (value: unknown) => void;
}

/** A typed reference to a task module, usable from the main thread without importing it. */
export interface TaskRef<Input, Output> {
  readonly url: string;
  /** Type carrier only; never set. */
  readonly types?: (input: Input) => Output;
}

type AnyTaskModule = { default: (input: never, context: TaskContext) => Promise<unknown> };

/** `import type * as ThingTask from './thing.task'`, then `taskRef<typeof ThingTask>(new URL('./thing.task.ts', import.meta.url))` */
export function taskRef<Module extends AnyTaskModule>(
  url: URL,
): TaskRef<Parameters<Module['default']>[0], Awaited<ReturnType<Module['default']>>> {
  return { url: url.href };
}

/** An error a task throws on purpose, carrying an error-catalogue code to show the user. */
export class TaskError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TaskError';
  }
}

/** A task stopped by the pool at its hard deadline (its thread was terminated). */
export class TaskDeadlineError extends TaskError {
  readonly deadlineExceeded = true;
  constructor(readonly deadlineMs: number) {
    super('generation_error', `The task exceeded its ${deadlineMs} ms deadline and was stopped`);
  }
}

export function isDeadlineError(error: unknown): boolean {
  return error instanceof TaskDeadlineError;
}

export function abortError(message = 'The operation was aborted'): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Resolves after `ms`, or rejects with an AbortError as soon as the signal aborts. */
export function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
