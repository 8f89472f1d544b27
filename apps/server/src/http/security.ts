import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Extra origins the page may load scripts and frames from (e.g. reCAPTCHA when configured). */
  extraScriptOrigins?: string[];
}

/**
 * Security headers and compression. The CSP allows what the SPA needs and nothing more: its own
 * scripts, inline style attributes (Mantine sets styles on elements), blob workers (ALTCHA),
 * data/blob images (previews, canvas exports). Swagger UI's routes set their own CSP
 * (staticCSP), which replaces this one on /api/docs.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const extra = options.extraScriptOrigins ?? [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: extra.length > 0 ? extra : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
