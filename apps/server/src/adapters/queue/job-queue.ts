import type { QueueProbe } from '../queue-probe';

/** Called with a job id; it claims the job row itself, so a duplicate delivery is harmless. */
export type JobConsumer = (jobId: string) => Promise<void>;

/**
 * How job ids reach the processes that run them. The jobs table stays the source of truth: a
 * queue only delivers ids, and every delivery is checked against the row (claim) before work.
 */
export interface JobQueue extends QueueProbe {
  /** Announces a committed queued job. Idempotent. */
  enqueue(jobId: string): Promise<void>;
  /** Starts delivering jobs to `consume` in this process (roles `all` and `worker`). */
  start(consume: JobConsumer): Promise<void>;
  /** Stops delivering and releases connections; does not wait for running jobs. */
  close(): Promise<void>;
}

/** What queues read from the jobs table to find work nobody is doing. */
export interface RunnableJobSource {
  /** Queued jobs and running ones whose lease has passed, oldest first. */
  listRunnable(limit: number): Promise<string[]>;
  /** Marks every running job's lease as passed (only for a database no other process uses). */
  expireAllLeases(): Promise<number>;
}
