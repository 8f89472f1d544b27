import { EventEmitter } from 'node:events';

/** Where changes are also sent to other processes (RedisJobEventsRelay in scale mode). */
export interface JobEventsRelay {
  send(jobId: string): void;
}

/**
 * "This job changed" signals, so waiters served by this process (event streams, synchronous API
 * calls) react at once. With a relay, changes made by other processes arrive too; without one
 * (or when a message is lost) the waiters' periodic re-read sees them.
 */
export class JobEvents {
  private readonly emitter = new EventEmitter();
  private relay: JobEventsRelay | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  useRelay(relay: JobEventsRelay): void {
    this.relay = relay;
  }

  publish(jobId: string): void {
    this.emitter.emit(jobId);
    this.relay?.send(jobId);
  }

  /** A change another process announced. */
  deliver(jobId: string): void {
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
