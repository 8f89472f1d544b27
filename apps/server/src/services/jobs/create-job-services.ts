import { createDiffusionEngines, type DiffusionEngines } from '../../adapters/diffusion';
import { createJobQueue, type JobQueue } from '../../adapters/queue';
import type { AppConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/client';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { JobsRepository } from '../../repositories/jobs.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import { createToolRegistry, type ToolRegistry } from '../../tools';
import { warmUpPool } from '../../workers/warm-up';
import { defaultPoolSize, WorkerPool } from '../../workers/worker-pool';
import { CreditsService } from '../credits.service';
import type { GeneratedImagesService } from '../generated-images.service';
import type { ImagesService } from '../images.service';
import { JobsService, type FeatureGate, type JobsServiceDependencies } from '../jobs.service';
import { JobEvents } from './job-events';
import { RedisJobEventsRelay } from './job-events-relay';
import { JobRunner, type JobLog } from './job-runner';
import type { InternalJobs } from './internal-jobs';
import type { JobTelemetry } from '../../observability/job-telemetry';

export interface JobServicesSetup {
  config: AppConfig;
  database: DatabaseHandle;
  repositories: { jobs: JobsRepository; credits: CreditsRepository; subscriptions: SubscriptionsRepository };
  images: ImagesService;
  generatedImages: GeneratedImagesService;
  log: JobLog;
  telemetry?: JobTelemetry;
  gate: FeatureGate;
  quota?: JobsServiceDependencies['quota'];
}

export interface JobServices {
  tools: ToolRegistry;
  credits: CreditsService;
  jobs: JobsService;
  jobQueue: JobQueue;
  /** CPU work outside jobs (CreateProduct's cut-out) runs on the same threads. */
  pool: WorkerPool;
  /** ComfyUI / hosted engines the operator configured (none by default). */
  diffusion: DiffusionEngines;
  /** Jobs the server queues for itself; services add theirs (the account export) after wiring. */
  internalJobs: InternalJobs;
}

/** Wires tools, the worker pool, the queue (in-process or BullMQ), the runner and the credits. */
export function createJobServices(setup: JobServicesSetup): JobServices {
  const { config, database, repositories, log } = setup;
  const db = database.db;
  const diffusion = createDiffusionEngines(config);
  const tools = createToolRegistry({ includeTestTools: config.NODE_ENV === 'test', diffusion });
  // Threads start on first use (or at warm-up when this process runs jobs), so API-only processes never start any.
  const pool = new WorkerPool({
    size: defaultPoolSize(config.WORKER_THREADS),
    deadlineMs: config.TASK_DEADLINE_SECONDS * 1000,
    resourceLimits: { maxOldGenerationSizeMb: config.WORKER_MAX_HEAP_MB },
    niceness: config.WORKER_NICE,
  });
  const credits = new CreditsService(db, repositories.credits, repositories.subscriptions);
  const events = new JobEvents();
  const relay = config.REDIS_URL ? new RedisJobEventsRelay(config.REDIS_URL, config.QUEUE_PREFIX, (error) => log.warn({ err: error }, 'job events relay error')) : undefined;
  if (relay) events.useRelay(relay);
  const jobQueue = createJobQueue({
    config,
    databaseKind: database.kind,
    source: repositories.jobs,
    concurrency: pool.size,
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });
  const internalJobs: InternalJobs = new Map();
  const runner = new JobRunner({ db, jobs: repositories.jobs, tools, pool, images: setup.images, generatedImages: setup.generatedImages, credits, events, log, telemetry: setup.telemetry, internalJobs });
  const warm = config.WARM_UP_WORKERS ?? config.NODE_ENV !== 'test';
  const warmUp = warm && tools.get('remove-background') ? () => warmUpPool(pool, log) : undefined;
  const jobs = new JobsService({ db, jobs: repositories.jobs, tools, credits, images: setup.images, queue: jobQueue, runner, events, pool, log, gate: setup.gate, quota: setup.quota, warmUp, relay });
  return { tools, credits, jobs, jobQueue, pool, diffusion, internalJobs };
}
