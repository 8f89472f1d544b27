import type { JobConsumer, JobQueue, RunnableJobSource } from './job-queue';

export interface InProcessQueueOptions {
  source: RunnableJobSource;
  /** Jobs run at once in this process. */
  concurrency: number;
  /** How often the table is scanned for work this process was not told about (other processes, expired leases). */
  pollIntervalMs?: number;
  /** True when no other process can use the database (PGlite): running jobs at start-up are orphans. */
  exclusive: boolean;
  onError?: (error: unknown) => void;
}

/**
 * The embedded queue: the jobs table is the queue. `enqueue` only wakes the dispatcher, which
 * hands runnable ids to the consumer up to the concurrency; the consumer's claim (a conditional
 * UPDATE) makes double runs impossible even when several processes share a PostgreSQL database.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private consume: JobConsumer | null = null;
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private pumping = false;
  private pumpAgain = false;
  private closed = false;

  constructor(private readonly options: InProcessQueueOptions) {}

  async enqueue(_jobId: string): Promise<void> {
    this.wake();
  }

  async start(consume: JobConsumer): Promise<void> {
    this.consume = consume;
    if (this.options.exclusive) await this.options.source.expireAllLeases();
    this.timer = setInterval(() => this.wake(), this.options.pollIntervalMs ?? 2_000);
    this.timer.unref();
    this.wake();
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.consume = null;
    clearInterval(this.timer);
  }

  private wake(): void {
    if (!this.consume || this.closed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.pump().finally(() => {
      this.pumping = false;
      if (this.pumpAgain) {
        this.pumpAgain = false;
        this.wake();
      }
    });
  }

  private async pump(): Promise<void> {
    const free = this.options.concurrency - this.inFlight.size;
    if (free <= 0) return;
    let ids: string[];
    try {
      ids = await this.options.source.listRunnable(free + this.inFlight.size);
    } catch (error) {
      this.options.onError?.(error);
      return;
    }
    for (const id of ids) {
      const consume = this.consume;
      if (!consume || this.inFlight.size >= this.options.concurrency) break;
      if (this.inFlight.has(id)) continue;
      this.inFlight.add(id);
      void consume(id)
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => {
          this.inFlight.delete(id);
          this.wake();
        });
    }
  }
}
