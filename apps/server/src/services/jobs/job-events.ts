import { EventEmitter } from 'node:events';

/**
 * In-process "this job changed" signals, so event streams served by this process react at once.
 * Changes made by other processes (scale mode) are seen by the streams' periodic re-read.
 */
export class JobEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(jobId: string): void {
    this.emitter.emit(jobId);
  }

  /** Resolves on the next change of this job, after `timeoutMs`, or when the signal aborts. */
  nextChange(jobId: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.emitter.off(jobId, done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.emitter.once(jobId, done);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
