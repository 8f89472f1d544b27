import { Queue, Worker } from 'bullmq';
import type { JobLog } from '../jobs/job-runner';

export interface PeriodicTaskOptions {
  /** BullMQ queue name in scale mode; also names the task in logs. */
  queue: string;
  /** The repeatable job's scheduler id and job name. */
  schedulerId: string;
  jobName: string;
  /** What a failed run is logged as. */
  failureMessage: string;
}

/**
 * Runs an idempotent `run` every `intervalMs`, once at start too (so work a crash interrupted is
 * picked up after a restart). Embedded mode: a timer in this process. Scale mode: a repeatable
 * BullMQ job, so one worker of the fleet takes each tick.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private queue: Queue | null = null;
  private worker: Worker | null = null;

  constructor(
    private readonly options: PeriodicTaskOptions,
    private readonly run: () => Promise<unknown>,
    private readonly log: JobLog,
  ) {}

  async start(schedule: { intervalMs: number; redis?: { url: string; prefix: string } }): Promise<void> {
    const { queue, schedulerId, jobName, failureMessage } = this.options;
    if (!schedule.redis) {
      const tick = () =>
        this.run().catch((error: unknown) => {
          this.log.error({ err: error }, failureMessage);
        });
      void tick();
      this.timer = setInterval(() => void tick(), schedule.intervalMs);
      this.timer.unref();
      return;
    }
    const connection = { url: schedule.redis.url, maxRetriesPerRequest: null };
    this.queue = new Queue(queue, { connection, prefix: schedule.redis.prefix });
    this.queue.on('error', (error) => this.log.error({ err: error }, `${queue} queue error`));
    await this.queue.upsertJobScheduler(schedulerId, { every: schedule.intervalMs, immediately: true }, { name: jobName, opts: { removeOnComplete: true, removeOnFail: 100 } });
    this.worker = new Worker(queue, async () => this.run(), { connection, prefix: schedule.redis.prefix, concurrency: 1 });
    this.worker.on('error', (error) => this.log.error({ err: error }, `${queue} worker error`));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.worker?.close();
    await this.queue?.close();
  }
}
