import { creditsSummarySchema, single } from '@vitrina/contracts';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';

export default async function creditsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/credits',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Credits'],
        summary: 'My credit balance and plan: what the no-credits and no-plan dialogs depend on',
        security: [{ bearer: [] }],
        response: { 200: single(creditsSummarySchema) },
      },
    },
    async (request) => ({ data: await app.services.credits.summary(currentUserId(request)) }),
  );
}
