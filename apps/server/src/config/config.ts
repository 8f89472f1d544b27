import { DEFAULT_COMMUNITY_URL } from '@vitrina/contracts';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration comes only from environment variables, validated here once at start-up.
 * Defaults are the embedded mode: everything under DATA_DIR, nothing else to install.
 */
const optionalUrl = z.url().optional();
const port = z.coerce.number().int().min(1).max(65535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Tests only (ignored unless NODE_ENV=test): a provider event waits this long inside its
   * transaction, after the credits are written and before the commit, so a kill test can crash the
   * server at exactly that point (test/ops/kill-payment.test.ts).
   */
  TEST_HOLD_PAYMENT_EVENT_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Listen address: loopback unless set, so a bare `npm start` is not reachable from the network (the image sets 0.0.0.0). */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8080),
  /** Public origin used in links (mail, share pages, OAuth redirects). */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The web app's Community header link, served by GET /api/config (read at run time, so no rebuild is needed). */
  COMMUNITY_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_COMMUNITY_URL),
  /**
   * Operator setup guide the web app links where a tool needs an engine (GET /api/config); unset:
   * the guide this server serves itself at GET /api/operator-docs/engines.
   */
  OPERATOR_DOCS_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Serve stored originals as redirects to presigned S3 URLs valid this many seconds (unset: the server streams them). */
  S3_PRESIGNED_URL_TTL: z.coerce.number().int().min(1).max(604_800).optional(),
  /** The S3 endpoint browsers reach, when it differs from S3_ENDPOINT (presigned URLs sign the host). */
  S3_PUBLIC_ENDPOINT: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vitrina <no-reply@vitrina.local>'),
  /** Worker threads for CPU work in embedded mode; defaults to the number of cores. */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Nice value of the worker threads (Linux): image work yields the CPU to API requests. 0 turns it off. */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** SIGTERM: how long running jobs may take to finish before they are given back to the queue. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  /** Prometheus `/metrics` and the health probes on this port (every role); off when unset. */
  METRICS_PORT: port.optional(),
  /** Listen address of the metrics port; defaults to HOST. */
  METRICS_HOST: z.string().min(1).optional(),
  /** OpenTelemetry traces go to this OTLP/HTTP collector (e.g. http://otel-collector:4318); off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** The traces-only form of the endpoint (takes precedence in the exporter). */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  /** Hard bound of one task in a worker thread (a render, an inference); the thread is terminated past it. */
  TASK_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * Job-running processes start their worker threads at once and load the background-removal
   * network in each, so the first cut-out after a start is as fast as the next ones (costs that
   * model's memory per thread from the start). Defaults to on, off under NODE_ENV=test.
   */
  WARM_UP_WORKERS: bool.optional(),
  /** V8 heap bound of each worker thread (model weights and pixels live outside it, in native memory). */
  WORKER_MAX_HEAP_MB: z.coerce.number().int().min(64).max(65_536).default(2048),
  /** Namespace of the BullMQ keys in Redis (several deployments or test runs can share one Redis). */
  QUEUE_PREFIX: z.string().regex(/^[\w.-]+$/, { message: 'may hold letters, digits, _ . - only' }).default('vitrina'),
  /** HMAC key for access tokens (>= 32 chars). Embedded mode generates one under DATA_DIR/secrets. */
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Serve the built SPA from apps/web/dist (off for API-only processes and tests). */
  SERVE_WEB: bool.default(true),
  /** Where the built SPA is; defaults to apps/web/dist (the e2e runner points it at its own build). */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Trust X-Forwarded-For: only behind a reverse proxy you run (per-IP throttling reads the client address from it). */
  TRUST_PROXY: bool.default(false),
  // Accounts and sign-in (issue 3). A provider whose variables are unset is switched off (503).
  /** ALTCHA challenge signing key; embedded mode generates one under DATA_DIR/secrets. */
  ALTCHA_HMAC_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** ALTCHA work: PBKDF2 iterations per attempt and the largest counter the browser may have to reach. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(10_000),
  /** reCAPTCHA v3 replaces ALTCHA when both keys are set. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Google sign-in (OpenID Connect code flow with PKCE); off unless client id and secret are set. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where Google sends the browser back; defaults to PUBLIC_URL + /en/auth/google. */
  GOOGLE_REDIRECT_URI: optionalUrl,
  /** Telegram Login Widget: the bot's token verifies payloads, its username goes into the widget. */
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, { message: 'must look like 123456:ABC-token' }).optional(),
  TELEGRAM_BOT_NAME: z.string().min(1).optional(),
  /** Account transfer from the sibling product: one key source (HS256 secret, PEM public key or JWKS URL). */
  TRANSFER_JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  TRANSFER_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  TRANSFER_JWKS_URL: optionalUrl,
  TRANSFER_JWT_ISSUER: z.string().min(1).default('24ai'),
  TRANSFER_JWT_AUDIENCE: z.string().min(1).optional(),
  // Plans and payments (issue 16). Without STRIPE_SECRET_KEY payments run in test mode.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, { message: 'must be a Stripe secret key (sk_... or rk_...)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', { message: 'must be a Stripe webhook signing secret (whsec_...)' }).optional(),
  /** Another Stripe API address (stripe-mock, or the tests' local server); Stripe's own by default. */
  STRIPE_API_URL: optionalUrl,
  /** Where enterprise requests are mailed; they are stored either way. */
  SALES_EMAIL: z.email().optional(),
  /** The operator's plans, prices, features, promo codes and campaigns; defaults to services/billing/catalog.json. */
  BILLING_CATALOG_FILE: z.string().min(1).optional(),
  /** How often the monthly credits scheduler looks for month starts and ends. */
  BILLING_SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
  // Privacy (issue 26): who operates this server, shown on the terms and privacy pages.
  LEGAL_COMPANY_NAME: z.string().trim().min(1).max(200).default('Vitrina'),
  LEGAL_CONTACT_EMAIL: z.email().optional(),
  /** How often the privacy sweeper finishes interrupted deletions and removes expired exports. */
  PRIVACY_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // Diffusion engines (issue 20): the built-in studio engine needs nothing; these add real diffusion.
  /** Which engine serves which generation tool: `generate=studio,text-to-image=comfyui`. */
  GENERATION_ENGINES: z
    .string()
    .regex(/^\s*[a-z0-9-]+=[a-z0-9-]+\s*(,\s*[a-z0-9-]+=[a-z0-9-]+\s*)*$/, { message: 'must be tool=engine pairs separated by commas' })
    .optional(),
  /** A ComfyUI server (http://gpu-host:8188). */
  COMFYUI_URL: optionalUrl,
  /** One header sent to ComfyUI on every request, `Name: value` (a reverse proxy's auth). */
  COMFYUI_AUTH_HEADER: z.string().regex(/^[A-Za-z0-9-]+:\s*\S.*$/, { message: 'must be "Header-Name: value"' }).optional(),
  /** Prompts run at once on that server (one GPU: 1). */
  COMFYUI_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** Longest time one prompt may take, queue included. */
  COMFYUI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  /** fal.ai's API key (`key_id:key_secret`): hosted diffusion models through fal's queue API. */
  FAL_KEY: z.string().trim().min(1).optional(),
  /** Every fal call goes through this proxy (target in `x-fal-target-url`), e.g. an egress proxy. */
  FAL_PROXY_URL: optionalUrl,
  /** Longest time one fal request may take, queue included. */
  FAL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  dataDir: string;
  dbDir: string;
  filesDir: string;
  /** Derived, re-creatable files (thumbnails, format variants): safe to delete at any time. */
  cacheDir: string;
  outboxDir: string;
  secretsDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose one-line message names the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const relevant = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const value = typeof relevant[name] === 'string' ? ` (got "${relevant[name]}")` : '';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${value}`);
  }
  if (parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    dbDir: resolve(dataDir, 'db'),
    filesDir: resolve(dataDir, 'files'),
    cacheDir: resolve(dataDir, 'cache'),
    outboxDir: resolve(dataDir, 'outbox'),
    secretsDir: resolve(dataDir, 'secrets'),
  };
}
