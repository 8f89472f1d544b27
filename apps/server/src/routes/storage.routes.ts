import { single, storageUsageSchema } from '@vitrina/contracts';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';

export default async function storageRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/storage',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Images'],
        summary: 'My storage: bytes of my stored files and my plan\'s quota (uploads and new jobs stop at the quota)',
        security: [{ bearer: [] }],
        response: { 200: single(storageUsageSchema) },
      },
    },
    async (request) => ({ data: await app.services.storage.usage(currentUserId(request)) }),
  );
}
