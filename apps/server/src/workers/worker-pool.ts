import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { deserializeError, type FromWorker, type ToWorker } from './protocol';
import { abortError, TaskDeadlineError, type TaskRef } from './task';

export interface WorkerPoolOptions {
  /** Worker threads at most; they start on demand. */
  size: number;
  /** After an abort, how long a task may take to notice before its thread is terminated. */
  abortGraceMs?: number;
  /**
   * Hard wall-clock bound of one task, enforced by terminating its thread (native code cannot
   * be asked to stop); a fresh thread serves the next task. A run may pass a shorter one.
   */
  deadlineMs?: number;
  /** V8 heap bounds of every thread; a thread that exceeds them dies and the task fails. */
  resourceLimits?: ResourceLimits;
  /** Nice value of the threads (Linux; 0 = the process's own): the API thread gets the CPU first. */
  niceness?: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Receives what the task hands over with `context.onPartial`, in order, before it settles. */
  onPartial?: (value: unknown) => void;
  /** This run's hard bound (ms), instead of the pool's `deadlineMs`. */
  deadlineMs?: number;
}

interface PendingTask {
  id: number;
  url: string;
  input: unknown;
  options: RunOptions;
  resolve(output: unknown): void;
  reject(error: Error): void;
  aborted: boolean;
  detachAbort(): void;
}

interface Slot {
  worker: Worker;
  task: PendingTask | null;
  abortTimer?: NodeJS.Timeout;
  deadlineTimer?: NodeJS.Timeout;
}

const BOOTSTRAP = new URL('./worker-bootstrap.mjs', import.meta.url);
const WORKER_ENTRY = new URL('./pool-worker.ts', import.meta.url).href;

export function defaultPoolSize(configured: number | undefined): number {
  return configured ?? Math.max(1, availableParallelism());
}

/**
 * A fixed-size pool of worker threads for CPU-heavy task modules, so image work never blocks the
 * API's event loop. Tasks queue FIFO; each thread runs one at a time. Aborting a running task asks
 * the task to stop (its signal) and terminates the thread if it has not stopped after a grace period.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: PendingTask[] = [];
  private nextId = 1;
  private closed = false;
  private readonly abortGraceMs: number;

  constructor(private readonly options: WorkerPoolOptions) {
    this.abortGraceMs = options.abortGraceMs ?? 2_000;
  }

  get size(): number {
    return this.options.size;
  }

  stats(): { threads: number; busy: number; queued: number } {
    return { threads: this.slots.length, busy: this.slots.filter((slot) => slot.task).length, queued: this.queue.length };
  }

  run<Input, Output>(task: TaskRef<Input, Output>, input: Input, options: RunOptions = {}): Promise<Output> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    if (options.signal?.aborted) return Promise.reject(abortError());
    return new Promise<Output>((resolve, reject) => {
      const pending: PendingTask = {
        id: this.nextId++,
        url: task.url,
        input,
        options,
        resolve: (output) => resolve(output as Output),
        reject,
        aborted: false,
        detachAbort: () => undefined,
      };
      const signal = options.signal;
      if (signal) {
        const onAbort = () => this.abort(pending);
        signal.addEventListener('abort', onAbort, { once: true });
        pending.detachAbort = () => signal.removeEventListener('abort', onAbort);
      }
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /** Rejects queued tasks, stops running ones and terminates every thread. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) this.settle(pending, abortError('The worker pool closed'));
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        clearTimeout(slot.abortTimer);
        clearTimeout(slot.deadlineTimer);
        if (slot.task) this.settle(slot.task, abortError('The worker pool closed'));
        slot.task = null;
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => !candidate.task) ?? this.spawn();
      if (!slot) return;
      const pending = this.queue.shift();
      if (!pending) return;
      slot.task = pending;
      this.armDeadline(slot, pending);
      const message: ToWorker = { type: 'run', id: pending.id, url: pending.url, input: pending.input };
      slot.worker.postMessage(message);
    }
  }

  private spawn(): Slot | undefined {
    if (this.closed || this.slots.length >= this.options.size) return undefined;
    // execArgv is emptied on purpose: the bootstrap registers the TypeScript loader itself.
    const worker = new Worker(BOOTSTRAP, { workerData: { entry: WORKER_ENTRY, niceness: this.options.niceness ?? 0 }, execArgv: [], resourceLimits: this.options.resourceLimits });
    const slot: Slot = { worker, task: null };
    worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onWorkerGone(slot, error));
    worker.on('exit', (code) => this.onWorkerGone(slot, new Error(`Worker thread exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    switch (message.type) {
      case 'progress':
        if (!task.aborted) task.options.onProgress?.(message.fraction);
        return;
      case 'partial':
        if (!task.aborted) task.options.onPartial?.(message.value);
        return;
      case 'done':
        this.finish(slot);
        this.settle(task, task.aborted ? abortError() : null, message.output);
        return;
      case 'failed':
        this.finish(slot);
        this.settle(task, task.aborted ? abortError() : deserializeError(message.error));
        return;
    }
  }

  private onWorkerGone(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.abortTimer);
    clearTimeout(slot.deadlineTimer);
    const task = slot.task;
    slot.task = null;
    if (task) this.settle(task, task.aborted ? abortError() : error);
    void slot.worker.terminate();
    this.dispatch();
  }

  /** Past its deadline the task fails and its thread is replaced, whatever the task is doing. */
  private armDeadline(slot: Slot, task: PendingTask): void {
    const deadlineMs = task.options.deadlineMs ?? this.options.deadlineMs;
    if (deadlineMs === undefined) return;
    slot.deadlineTimer = setTimeout(() => {
      if (slot.task === task) this.onWorkerGone(slot, new TaskDeadlineError(deadlineMs));
    }, deadlineMs);
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.abortTimer);
    clearTimeout(slot.deadlineTimer);
    slot.task = null;
    queueMicrotask(() => this.dispatch());
  }

  private abort(task: PendingTask): void {
    if (task.aborted) return;
    task.aborted = true;
    const queuedAt = this.queue.indexOf(task);
    if (queuedAt !== -1) {
      this.queue.splice(queuedAt, 1);
      this.settle(task, abortError());
      return;
    }
    const slot = this.slots.find((candidate) => candidate.task === task);
    if (!slot) return;
    const message: ToWorker = { type: 'abort', id: task.id };
    slot.worker.postMessage(message);
    // A task stuck in native code cannot see its signal: replace the thread.
    slot.abortTimer = setTimeout(() => this.onWorkerGone(slot, abortError()), this.abortGraceMs);
  }

  private settle(task: PendingTask, error: Error | null, output?: unknown): void {
    task.detachAbort();
    if (error) task.reject(error);
    else task.resolve(output);
  }
}
