import { Redis } from 'ioredis';
import { ApiRateLimiter } from '../../adapters/api-rate-limit';
import type { AppConfig } from '../../config/config';
import type { PublicApiRepository } from '../../repositories/public-api.repository';
import type { ToolRegistry } from '../../tools';
import type { ApiKeysService } from '../accounts/api-keys.service';
import type { CreditsService } from '../credits.service';
import type { ImagesService } from '../images.service';
import type { JobsService } from '../jobs.service';
import { toJobDto } from '../jobs/job-dto';
import type { JobLog } from '../jobs/job-runner';
import type { PlanLimits } from '@vitrina/contracts';
import { createApiLimitsLookup, type ApiLimitsLookup } from './api-limits';
import { IdempotencyService } from './idempotency';
import { PublicApiService } from './public-api.service';
import { WebhookDispatcher } from './webhooks';

export interface PublicApiServices {
  service: PublicApiService;
  idempotency: IdempotencyService;
  webhooks: WebhookDispatcher;
  rateLimiter: ApiRateLimiter;
  limitsFor: ApiLimitsLookup;
  apiKeys: ApiKeysService;
  close(): Promise<void>;
}

export interface PublicApiServiceDependencies {
  config: AppConfig;
  repository: PublicApiRepository;
  jobs: JobsService;
  images: ImagesService;
  tools: ToolRegistry;
  credits: CreditsService;
  apiKeys: ApiKeysService;
  /** The user's plan limits (billing's `plans.limitsFor`): rate limit and concurrency per key. */
  planLimits: (userId: string) => Promise<PlanLimits>;
  log: JobLog;
}

/** Builds the public API's services; rate-limit counters live in Redis when REDIS_URL is set (scale mode). */
export function createPublicApiServices(deps: PublicApiServiceDependencies): PublicApiServices {
  const redis = deps.config.REDIS_URL ? new Redis(deps.config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  redis?.on('error', (error) => deps.log.warn({ err: error }, 'rate-limit Redis connection error'));
  const rateLimiter = new ApiRateLimiter({ redis, keyPrefix: `${deps.config.QUEUE_PREFIX}:api-rate` });
  const webhooks = new WebhookDispatcher({
    repository: deps.repository,
    log: deps.log,
    loadEvent: async (jobId, userId) => {
      const [job, key] = await Promise.all([deps.jobs.get(userId, jobId), deps.apiKeys.info(userId)]);
      return { job: toJobDto(job, 'en'), secret: key.webhookSecret };
    },
  });
  const limitsFor = createApiLimitsLookup({
    planLimits: deps.planLimits,
    onError: (error, userId) => deps.log.warn({ err: error, userId }, 'could not read the plan limits; using the defaults'),
  });
  return {
    service: new PublicApiService({ ...deps, limitsFor }),
    idempotency: new IdempotencyService(deps.repository),
    webhooks,
    rateLimiter,
    limitsFor,
    apiKeys: deps.apiKeys,
    close: async () => {
      await webhooks.stop();
      redis?.disconnect();
    },
  };
}
