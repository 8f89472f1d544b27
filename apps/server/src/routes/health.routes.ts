import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '@vitrina/contracts';
import type { AppInstance } from '../http/types';

export default async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['System'],
        summary: 'Service health: version, database, queue and the engines that are ready',
        response: { 200: healthResponseSchema },
      },
    },
    async () => app.services.health.report(),
  );

  // Probes are polled every few seconds: logged only when something goes wrong.
  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['System'],
        summary: 'Liveness probe: 200 while the process answers (consults nothing else)',
        response: { 200: livenessResponseSchema },
      },
    },
    async () => app.services.health.live(),
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['System'],
        summary: 'Readiness probe: database, queue, storage and engines; 503 naming the failing checks',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await app.services.health.ready();
      return reply.code(readiness.status === 'ready' ? 200 : 503).header('cache-control', 'no-store').send(readiness);
    },
  );
}
