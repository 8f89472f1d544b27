import { Queue, Worker } from 'bullmq';
import type { JobConsumer, JobQueue, RunnableJobSource } from './job-queue';

export interface BullMqQueueOptions {
  redisUrl: string;
  /** Namespaces every Redis key (tests use a unique one each). */
  prefix: string;
  queueName?: string;
  /** Jobs run at once by this process's consumer. */
  concurrency: number;
  source: RunnableJobSource;
  /** How often the jobs table is scanned for queued jobs Redis does not know of and expired leases. */
  sweepIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * How fast a delivery held by a dead (SIGKILLed) worker is noticed. BullMQ's lock on an active
 * delivery is renewed every lockDuration / 2 by a live worker; any worker's stalled check (every
 * STALLED_INTERVAL_MS) moves a delivery whose lock expired back to the wait list, so it is
 * delivered again 10–20 s after the crash instead of 30–60 s (BullMQ's defaults). A delivery is
 * only a doorbell: the job row's lease decides who runs the job, and its attempt count (not
 * BullMQ's maxStalledCount) fails a job that keeps killing its worker.
 */
const LOCK_DURATION_MS = 10_000;
const STALLED_INTERVAL_MS = 5_000;
/** A second stall in a row fails the delivery (removed); the sweep announces the job again. */
const MAX_STALLED_COUNT = 1;
/** Re-announces queued jobs and expired leases; with the lease (job-runner.ts), bounds recovery. */
const SWEEP_INTERVAL_MS = 5_000;

interface DeliveryData {
  jobId: string;
}

/**
 * The scale-mode queue: BullMQ on Redis delivers job ids (the BullMQ job id is our job id, so a
 * job is in Redis at most once) to `--role=worker` processes. Redis is only a doorbell: a sweep
 * of the jobs table re-announces queued jobs that never reached Redis and jobs whose worker died.
 */
export class BullMqQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue<DeliveryData>;
  private worker: Worker<DeliveryData> | null = null;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly queueName: string;

  constructor(private readonly options: BullMqQueueOptions) {
    this.queueName = options.queueName ?? 'jobs';
    this.queue = new Queue<DeliveryData>(this.queueName, {
      connection: { url: options.redisUrl, maxRetriesPerRequest: 1 },
      prefix: options.prefix,
      defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: true },
    });
    this.queue.on('error', (error) => options.onError?.(error));
  }

  /** Bounded in time: with Redis away the caller must not hang (the sweep delivers the job later). */
  async enqueue(jobId: string): Promise<void> {
    const added = await within(5_000, this.queue.add('run', { jobId }, { jobId }).then(() => true));
    if (!added) throw new Error(`Redis did not take job ${jobId} within 5 s`);
  }

  async start(consume: JobConsumer): Promise<void> {
    this.worker = new Worker<DeliveryData>(this.queueName, async (delivery) => consume(delivery.data.jobId), {
      connection: { url: this.options.redisUrl, maxRetriesPerRequest: null },
      prefix: this.options.prefix,
      concurrency: this.options.concurrency,
      lockDuration: LOCK_DURATION_MS,
      stalledInterval: STALLED_INTERVAL_MS,
      maxStalledCount: MAX_STALLED_COUNT,
    });
    this.worker.on('error', (error) => this.options.onError?.(error));
    await this.worker.waitUntilReady();
    await this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  /** True when Redis answers a queue read within two seconds. */
  async ping(): Promise<boolean> {
    return within(
      2_000,
      this.queue.count().then(
        () => true,
        () => false,
      ),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    // The runner has already stopped its jobs (they go back to queued), so this does not wait long.
    await this.worker?.close();
    await this.queue.close();
  }

  private async sweep(): Promise<void> {
    try {
      for (const jobId of await this.options.source.listRunnable(500)) await this.enqueue(jobId);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}

/** The promise's value, or false when it takes longer than `ms`. */
async function within(ms: number, work: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
