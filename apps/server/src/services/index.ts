import { StorageQuotaService } from './storage-quota.service';
import type { AccessTokens } from '../adapters/access-tokens';
import type { QueueProbe } from '../adapters/queue-probe';
import { createMailer } from '../adapters/mail';
import { createFileStorage, type FileStorage } from '../adapters/storage';
import type { AppConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { createAccountRepositories, type AccountRepositories } from '../repositories/accounts';
import { LiveSessions } from '../repositories/accounts/live-sessions';
import { CreditsRepository } from '../repositories/credits.repository';
import { UsersRepository } from '../repositories/users.repository';
import { GeneratedImagesRepository } from '../repositories/generated-images.repository';
import { ImagesRepository } from '../repositories/images.repository';
import { ProductsRepository } from '../repositories/products.repository';
import { SharesRepository } from '../repositories/shares.repository';
import { JobsRepository } from '../repositories/jobs.repository';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository';
import { InfographicsRepository } from '../repositories/infographics.repository';
import { createInfographicsServices, type InfographicsServices } from './infographics';
import { GeneratedImagesService } from './generated-images.service';
import { ImagesService } from './images.service';
import { GalleryDownloadsService } from './gallery-downloads.service';
import { ProductsService } from './products.service';
import { registerShareResolvers } from './shares.resolvers';
import { SharesService } from './shares.service';
import { HealthService } from './health.service';
import { createAccountServices, type AccountServices } from './accounts';
import { systemClock, type Clock } from './accounts/request-context';
import { createBillingServices, type BillingServices } from './billing';
import type { CreditsService } from './credits.service';
import type { JobsService } from './jobs.service';
import { createJobServices } from './jobs/create-job-services';
import type { JobLog } from './jobs/job-runner';
import type { ToolRegistry } from '../tools';
import { createPublicApiServices, type PublicApiServices } from './public-api';
import { PublicApiRepository } from '../repositories/public-api.repository';
import { PrivacyRepository } from '../repositories/privacy.repository';
import { InspirationsRepository } from '../repositories/inspirations.repository';
import { InspirationsService } from './inspirations/inspirations.service';
import { createPrivacyServices, type PrivacyServices } from './privacy';
import { JobTelemetryRecorder } from '../observability/job-telemetry';
import { AppMetrics } from '../observability/metrics';
import { productCutoutTool } from '../tools/remove-background/product-cutout.tool';

/** Everything a service may depend on: adapters and configuration, built once at start-up. */
export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Unused since the job queue reports its own health; still accepted from older callers. */
  queueProbe?: QueueProbe;
  /** Where services log (the Fastify logger); silent when absent. */
  log?: JobLog;
  accessTokens: AccessTokens;
  /** File storage; built from config (local or S3) when absent. Tests pass their own. */
  fileStorage?: FileStorage;
  /** Prometheus instruments of this instance (observability/metrics.ts); a fresh set when absent. */
  metrics?: AppMetrics;
  /** The time billing uses (trials, offers, monthly credits); tests move it. */
  clock?: Clock;
  /** Billing's payment provider; built from config (Stripe or test mode) when absent. */
  paymentProvider?: BillingServices['provider'];
}

export interface Repositories extends AccountRepositories {
  users: UsersRepository;
  credits: CreditsRepository;
  images: ImagesRepository;
  generatedImages: GeneratedImagesRepository;
  products: ProductsRepository;
  shares: SharesRepository;
  jobs: JobsRepository;
  subscriptions: SubscriptionsRepository;
  infographics: InfographicsRepository;
  publicApi: PublicApiRepository;
  privacy: PrivacyRepository;
  inspirations: InspirationsRepository;
}

export interface Services {
  health: HealthService;
  /** Sign-in, sessions, profile, API key (issue 3). */
  accounts: AccountServices;
  images: ImagesService;
  generatedImages: GeneratedImagesService;
  products: ProductsService;
  shares: SharesService;
  galleryDownloads: GalleryDownloadsService;
  /** Registered tools (issue 4; each tool issue adds its handler in tools/index.ts). */
  tools: ToolRegistry;
  jobs: JobsService;
  credits: CreditsService;
  /** Per-user storage quota by plan (issue 18). */
  storage: StorageQuotaService;
  /** Cards, sources, stickers and templates (issue 9). */
  infographics: InfographicsServices;
  /** Plans, offers, checkout, payments and monthly credits (issue 16). */
  billing: BillingServices;
  /** /api/v1: keys, allowed origins, limits, idempotency, webhooks (issue 17). */
  publicApi: PublicApiServices;
  /** Account export, account deletion and the sweeper that finishes them (issue 26). */
  privacy: PrivacyServices;
  /** The inspiration wall: built-in looks and published results (issue 21). */
  inspirations: InspirationsService;
}

/**
 * How long an authenticated request may trust that its session was live a moment ago. Embedded
 * mode only: one process makes every revocation there, and tells the cache first; in scale mode
 * another process may revoke, so every request asks the database.
 */
const LIVE_SESSION_TTL_MS = 10_000;

export function createRepositories(deps: AppDependencies): Repositories {
  const { db } = deps.database;
  const liveSessions = new LiveSessions(deps.database.kind === 'pglite' ? LIVE_SESSION_TTL_MS : 0);
  return {
    ...createAccountRepositories(db, liveSessions),
    users: new UsersRepository(db),
    credits: new CreditsRepository(db),
    images: new ImagesRepository(db),
    generatedImages: new GeneratedImagesRepository(db),
    products: new ProductsRepository(db),
    shares: new SharesRepository(db),
    jobs: new JobsRepository(db),
    subscriptions: new SubscriptionsRepository(db),
    infographics: new InfographicsRepository(db),
    publicApi: new PublicApiRepository(db),
    privacy: new PrivacyRepository(db, liveSessions),
    inspirations: new InspirationsRepository(db),
  };
}

export function createServices(deps: AppDependencies, repositories: Repositories): Services {
  const fileStorage = deps.fileStorage ?? createFileStorage(deps.config);
  const images = new ImagesService(repositories.images, fileStorage, deps.config.cacheDir);
  const generatedImages = new GeneratedImagesService(deps.database.db, repositories.generatedImages, repositories.shares, images);
  const shares = new SharesService(repositories.shares, images, deps.config.PUBLIC_URL);
  registerShareResolvers(shares, repositories);
  const billing = createBillingServices({
    config: deps.config,
    db: deps.database.db,
    users: repositories.users,
    subscriptions: repositories.subscriptions,
    credits: repositories.credits,
    mailer: createMailer(deps.config),
    now: deps.clock ?? systemClock,
    log: deps.log ?? silentLog,
    provider: deps.paymentProvider,
  });
  const accounts = createAccountServices({
    config: deps.config,
    db: deps.database.db,
    accessTokens: deps.accessTokens,
    repositories,
    clock: deps.clock,
    transferBillingImport: billing.transferImport,
  });
  const metrics = deps.metrics ?? new AppMetrics();
  metrics.observeQueue(() => repositories.jobs.countActiveByTool());
  const telemetry = new JobTelemetryRecorder(metrics);
  const storage = new StorageQuotaService(repositories.images, (userId) => billing.plans.limitsFor(userId));
  images.useStorageRoom(storage);
  // The plan's "jobs at once" is enforced where the scheduler picks the next job.
  repositories.jobs.useConcurrencyCaps(billing.plans.concurrencyCaps());
  const jobServices = createJobServices({ ...deps, repositories, images, generatedImages, log: deps.log ?? silentLog, telemetry, gate: billing.plans, quota: storage });
  return {
    health: new HealthService(deps.database, jobServices.jobQueue, fileStorage, jobServices.diffusion),
    accounts,
    billing,
    images,
    generatedImages,
    products: new ProductsService(deps.database.db, repositories.products, repositories.shares, images, (userId, imageId) =>
      jobServices.jobs.submit(userId, productCutoutTool.name, { imageId, params: {} }),
    ),
    shares,
    galleryDownloads: new GalleryDownloadsService(generatedImages, images),
    tools: jobServices.tools,
    jobs: jobServices.jobs,
    credits: jobServices.credits,
    storage,
    publicApi: createPublicApiServices({
      config: deps.config,
      repository: repositories.publicApi,
      jobs: jobServices.jobs,
      images,
      tools: jobServices.tools,
      credits: jobServices.credits,
      apiKeys: accounts.apiKeys,
      planLimits: (userId) => billing.plans.limitsFor(userId),
      log: deps.log ?? silentLog,
    }),
    privacy: createPrivacyServices({
      config: deps.config,
      repository: repositories.privacy,
      repositories,
      storage: fileStorage,
      images,
      jobs: jobServices.jobs,
      internalJobs: jobServices.internalJobs,
      mailer: accounts.mailer,
      clock: deps.clock,
      log: deps.log ?? silentLog,
    }),
    inspirations: new InspirationsService(repositories.inspirations, repositories.generatedImages, repositories.jobs),
    infographics: createInfographicsServices({ db: deps.database.db, repository: repositories.infographics, generatedImages: repositories.generatedImages, shares: repositories.shares, images, pool: jobServices.pool }),
  };
}

const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    repositories: Repositories;
    metrics: AppMetrics;
  }
}
