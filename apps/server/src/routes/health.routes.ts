import { healthResponseSchema } from '@vitrina/contracts';
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
}
