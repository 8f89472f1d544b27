import { publicConfigSchema, type PublicConfig } from '@vitrina/contracts';
import type { AppInstance } from '../http/types';

/** What the web app reads at run time instead of build-time variables. Public, no secrets. */
export default async function configRoutes(app: AppInstance, options: PublicConfig): Promise<void> {
  const body: PublicConfig = { communityUrl: options.communityUrl, operatorDocsUrl: options.operatorDocsUrl };
  app.get(
    '/config',
    {
      schema: {
        tags: ['System'],
        summary: 'Public settings the web app reads at start: the Community link (COMMUNITY_URL), the operator guide (OPERATOR_DOCS_URL)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(body),
  );
}
