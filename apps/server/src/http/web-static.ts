import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface WebStaticOptions {
  /** The built SPA (apps/web/dist). */
  root: string;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA shell for any GET outside /api that asks for HTML (client-side routes).
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, options: WebStaticOptions) => {
  if (!existsSync(join(options.root, 'index.html'))) {
    app.log.warn({ root: options.root }, 'web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
      const hashed = path.startsWith(join(options.root, 'assets'));
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('serveSpaShell', true);
});

export function wantsSpaShell(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
