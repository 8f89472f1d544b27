import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { BUILTIN_OPERATOR_DOCS_PATH } from '@vitrina/contracts';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installErrorHandling } from './http/error-handler';
import { languagePlugin } from './http/language';
import { loggerOptions } from './http/logging';
import { warnOnUntrustedProxy } from './http/untrusted-proxy-warning';
import { installNotFound } from './http/not-found';
import { openApiPlugin } from './http/openapi';
import { securityPlugin } from './http/security';
import { webStaticPlugin } from './http/web-static';
import configRoutes from './routes/config.routes';
import operatorDocsRoutes from './routes/operator-docs.routes';
import inspirationsRoutes from './routes/inspirations.routes';
import tutorialsRoutes from './routes/tutorials.routes';
import healthRoutes from './routes/health.routes';
import authRoutes from './routes/auth.routes';
import privacyRoutes from './routes/privacy.routes';
import profileRoutes from './routes/profile.routes';
import { retryAfterHeader } from './routes/retry-after';
import socialAuthRoutes from './routes/social-auth.routes';
import generatedImagesRoutes from './routes/generated-images.routes';
import imagesRoutes from './routes/images.routes';
import productsRoutes from './routes/products.routes';
import sharePageRoutes from './routes/share-page.routes';
import sharesRoutes from './routes/shares.routes';
import creditsRoutes from './routes/credits.routes';
import storageRoutes from './routes/storage.routes';
import jobsRoutes from './routes/jobs.routes';
import toolsRoutes from './routes/tools.routes';
import infographicsRoutes from './routes/infographics.routes';
import infographicsAssetsRoutes from './routes/infographics-assets.routes';
import shadowPresetsRoutes from './routes/shadow-presets.routes';
import billingRoutes from './routes/billing.routes';
import paymentsRoutes from './routes/payments.routes';
import publicApiRoutes from './routes/public-api';
import { loadSystemProductSeeds } from './services/system-products';
import { authenticateBeforeValidation, authenticatePlugin } from './http/authenticate';
import { installInputSafety } from './http/input-safety';
import { httpObservabilityPlugin } from './observability/http-observability';
import { AppMetrics } from './observability/metrics';
import { createRepositories, createServices, type AppDependencies } from './services';
import { apiLimitTiers } from './services/public-api/api-limits';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions extends AppDependencies {
  logger?: FastifyServerOptions['logger'];
  /** Where the built SPA lives; defaults to apps/web/dist. */
  webRoot?: string;
  /** `api` only enqueues jobs; `all` (default) and `worker` also run them. */
  role?: 'all' | 'api' | 'worker';
  /** On close, how long running jobs may take to finish before they are requeued (SIGTERM); 0 by default. */
  shutdownGraceMs?: number;
}

/** Assembles the HTTP application. No listening, no process concerns: tests use app.inject(). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = options.metrics ?? new AppMetrics();
  app.decorate('metrics', metrics);
  const repositories = createRepositories(options);
  app.decorate('repositories', repositories);
  app.decorate('services', createServices({ ...options, metrics, log: app.log }, repositories));
  // First, so that every route below is measured and runs inside its request's span.
  await app.register(httpObservabilityPlugin, { metrics });

  warnOnUntrustedProxy(app, config.TRUST_PROXY);
  await app.register(languagePlugin);
  await app.register(authenticatePlugin, { tokens: options.accessTokens, sessions: app.services.accounts.sessions });
  authenticateBeforeValidation(app);
  installInputSafety(app);
  installErrorHandling(app);
  // Third-party widgets load only when configured: reCAPTCHA (Google) and the Telegram Login Widget.
  const recaptcha = config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET;
  const telegram = config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_NAME;
  const extraScriptOrigins = [
    ...(recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : []),
    ...(telegram ? ['https://telegram.org', 'https://oauth.telegram.org'] : []),
  ];
  await app.register(securityPlugin, { extraScriptOrigins });
  await app.register(openApiPlugin, { publicUrl: config.PUBLIC_URL, limitTiers: apiLimitTiers(app.services.billing.plans.catalog) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes, { communityUrl: config.COMMUNITY_URL, operatorDocsUrl: config.OPERATOR_DOCS_URL ?? BUILTIN_OPERATOR_DOCS_PATH });
      await api.register(operatorDocsRoutes);
      await api.register(retryAfterHeader);
      await api.register(authRoutes);
      await api.register(socialAuthRoutes);
      await api.register(profileRoutes);
      await api.register(privacyRoutes);
      await api.register(imagesRoutes);
      await api.register(productsRoutes);
      await api.register(generatedImagesRoutes);
      await api.register(sharesRoutes);
      await api.register(toolsRoutes);
      await api.register(jobsRoutes);
      await api.register(creditsRoutes);
      await api.register(storageRoutes);
      await api.register(infographicsRoutes);
      await api.register(infographicsAssetsRoutes);
      await api.register(shadowPresetsRoutes, { db: options.database.db });
      await api.register(inspirationsRoutes);
      await api.register(tutorialsRoutes);
      await api.register(billingRoutes);
      await api.register(paymentsRoutes);
      await api.register(publicApiRoutes, { prefix: '/v1', publicUrl: config.PUBLIC_URL });
    },
    { prefix: '/api' },
  );
  await app.register(sharePageRoutes);
  // Jobs: run them in this process unless it only serves the API. On close (new requests already
  // get 503), running jobs get the grace period to finish, the rest go back to queued.
  app.addHook('onReady', async () => {
    app.services.jobs.startEvents();
    if (options.role !== 'api') await app.services.jobs.startProcessing();
  });
  app.addHook('preClose', async () => app.services.jobs.stop(options.shutdownGraceMs ?? 0));
  // Monthly credits: a timer in embedded mode, a repeatable BullMQ job with Redis (worker roles run it).
  app.addHook('onReady', async () => {
    if (options.role === 'api') return;
    const redis = config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.QUEUE_PREFIX } : undefined;
    await app.services.billing.scheduler.start({ intervalMs: config.BILLING_SCHEDULER_INTERVAL_SECONDS * 1000, redis });
  });
  app.addHook('onClose', async () => app.services.billing.scheduler.stop());
  // Privacy sweeper (interrupted deletions, expired exports): the same arrangement as monthly credits.
  app.addHook('onReady', async () => {
    if (options.role === 'api') return;
    const redis = config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.QUEUE_PREFIX } : undefined;
    await app.services.privacy.sweeper.start({ intervalMs: config.PRIVACY_SWEEP_INTERVAL_SECONDS * 1000, redis });
  });
  app.addHook('onClose', async () => app.services.privacy.sweeper.stop());
  // Public API webhooks are sent by the processes that serve HTTP.
  app.addHook('onReady', async () => {
    if (options.role !== 'worker') app.services.publicApi.webhooks.start();
  });
  app.addHook('onClose', async () => app.services.publicApi.close());
  // System sample products: idempotent, so every start (and every process) may run it.
  app.addHook('onReady', async () => {
    await app.services.products.seedSystemProducts(await loadSystemProductSeeds());
  });

  const serveWeb = config.SERVE_WEB;
  if (serveWeb) await app.register(webStaticPlugin, { root: options.webRoot ?? config.WEB_DIST_DIR ?? WEB_DIST });
  installNotFound(app, { spaShell: serveWeb && app.hasDecorator('serveSpaShell') });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
