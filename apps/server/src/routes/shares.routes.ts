import { shareCreateSchema, shareSchema, shareTokenParamSchema, single } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';

const security = [{ bearer: [] }];

export default async function sharesRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/share',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Sharing'],
        summary: 'Create a public link to one of my images, products, generated images or infographics',
        description:
          'Answers the existing link if the entity is already shared (product_infographic: one of my saved infographic cards). ' +
          'The token carries 192 random bits.',
        security,
        body: shareCreateSchema,
        response: { 201: single(shareSchema) },
      },
    },
    async (request, reply) => {
      const data = await app.services.shares.create(currentUserId(request), request.body.entityType, request.body.entityId);
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/share/:token',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Sharing'],
        summary: 'Revoke a public link (its page and image stop working at once)',
        security,
        params: shareTokenParamSchema,
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      await app.services.shares.revoke(currentUserId(request), request.params.token);
      return reply.status(204).send(null);
    },
  );
}
