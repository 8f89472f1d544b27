import multipart from '@fastify/multipart';
import { notFound } from '../../http/app-error';
import type { AppInstance } from '../../http/types';
import { ApiGuard } from './api-guard';
import publicJobsRoutes from './jobs.routes';
import publicToolsRoutes from './tools.routes';

/**
 * The public API, `/api/v1` (issue 17): every request is stamped with an id, then guarded (key,
 * allowed origin, rate limit) before its route runs; each authenticated call is counted for the
 * usage chart after the answer has gone out.
 */
export default async function publicApiRoutes(app: AppInstance, options: { publicUrl: string }): Promise<void> {
  const { apiKeys, rateLimiter, limitsFor } = app.services.publicApi;
  const guard = new ApiGuard({ apiKeys, rateLimiter, limitsFor, repository: app.repositories.publicApi, ownOrigin: new URL(options.publicUrl).origin });
  await app.register(multipart, { throwFileSizeLimit: false });
  app.decorateRequest('apiUser', null);
  app.addHook('onRequest', guard.stampRequestId);
  app.options('/*', { schema: { hide: true } }, guard.preflight);
  app.options('/', { schema: { hide: true } }, guard.preflight);
  // onRequest, before the body is parsed or validated: a caller without a valid key learns
  // nothing about a route's fields from its validation errors (401 comes first).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') await guard.guard(request, reply);
  });
  app.addHook('onResponse', async (request) => {
    const user = request.apiUser;
    if (!user) return;
    app.services.publicApi.service.recordCall(user.id).catch((error: unknown) => request.log.warn({ err: error }, 'could not count an API call'));
  });
  await app.register(publicToolsRoutes, { publicUrl: options.publicUrl });
  await app.register(publicJobsRoutes);
  // Unknown /api/v1 paths answer the JSON 404 with a request id too.
  app.setNotFoundHandler(async () => {
    throw notFound();
  });
}
