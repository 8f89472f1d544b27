import type { AppConfig } from '../../config/config';
import type { DatabaseKind } from '../../db/client';
import { BullMqQueue } from './bullmq-queue';
import { InProcessQueue } from './in-process-queue';
import type { JobQueue, RunnableJobSource } from './job-queue';

export type { JobQueue, RunnableJobSource } from './job-queue';

export interface JobQueueSetup {
  config: AppConfig;
  databaseKind: DatabaseKind;
  source: RunnableJobSource;
  concurrency: number;
  onError?: (error: unknown) => void;
}

/** BullMQ when REDIS_URL is set; otherwise the jobs table itself, polled in this process. */
export function createJobQueue(setup: JobQueueSetup): JobQueue {
  const { config, source, concurrency, onError } = setup;
  if (config.REDIS_URL) {
    return new BullMqQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, concurrency, source, onError });
  }
  return new InProcessQueue({ source, concurrency, exclusive: setup.databaseKind === 'pglite', onError });
}
