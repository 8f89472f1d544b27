import type { AccessTokens } from '../adapters/access-tokens';
import type { QueueProbe } from '../adapters/queue-probe';
import { createFileStorage, type FileStorage } from '../adapters/storage';
import type { AppConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { createAccountRepositories, type AccountRepositories } from '../repositories/accounts';
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
import type { CreditsService } from './credits.service';
import type { JobsService } from './jobs.service';
import { createJobServices } from './jobs/create-job-services';
import type { JobLog } from './jobs/job-runner';
import type { ToolRegistry } from '../tools';
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
  /** Cards, sources, stickers and templates (issue 9). */
  infographics: InfographicsServices;
}

export function createRepositories(deps: AppDependencies): Repositories {
  const { db } = deps.database;
  return {
    ...createAccountRepositories(db),
    users: new UsersRepository(db),
    credits: new CreditsRepository(db),
    images: new ImagesRepository(db),
    generatedImages: new GeneratedImagesRepository(db),
    products: new ProductsRepository(db),
    shares: new SharesRepository(db),
    jobs: new JobsRepository(db),
    subscriptions: new SubscriptionsRepository(db),
    infographics: new InfographicsRepository(db),
  };
}

export function createServices(deps: AppDependencies, repositories: Repositories): Services {
  const fileStorage = deps.fileStorage ?? createFileStorage(deps.config);
  const images = new ImagesService(repositories.images, fileStorage, deps.config.cacheDir);
  const generatedImages = new GeneratedImagesService(deps.database.db, repositories.generatedImages, repositories.shares, images);
  const shares = new SharesService(repositories.shares, images, deps.config.PUBLIC_URL);
  registerShareResolvers(shares, repositories);
  const jobServices = createJobServices({ ...deps, repositories, images, generatedImages, log: deps.log ?? silentLog });
  return {
    health: new HealthService(deps.database, jobServices.jobQueue),
    accounts: createAccountServices({ config: deps.config, db: deps.database.db, accessTokens: deps.accessTokens, repositories }),
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
    infographics: createInfographicsServices({ db: deps.database.db, repository: repositories.infographics, generatedImages: repositories.generatedImages, shares: repositories.shares, images, pool: jobServices.pool }),
  };
}

const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    repositories: Repositories;
  }
}
