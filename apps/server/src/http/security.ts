import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, subdomains included (helmet's default value). */
const HSTS = 'max-age=31536000; includeSubDomains';

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
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // Sent below, and only over HTTPS: on plain HTTP (a local `npm start`) the header would be
    // ignored at best, and pinned to a host that may never serve HTTPS at worst.
    strictTransportSecurity: false,
  });
  // request.protocol is 'https' for a TLS socket, or, with TRUST_PROXY, when the proxy says so in
  // X-Forwarded-Proto; an untrusted client cannot turn HSTS on by sending that header.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
