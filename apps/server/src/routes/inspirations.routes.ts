import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { idParamSchema, inspirationListQuerySchema, inspirationPublishSchema, inspirationSchema, list, single } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import { notFound } from '../http/app-error';
import type { AppInstance } from '../http/types';
import { CONTENT_TYPES } from '../services/images.service';
import { INSPIRATION_DIR, INSPIRATION_FILE } from '../services/inspirations/builtin-looks';

const tags = ['Inspiration'];
const security = [{ bearer: [] }];
const fileParamSchema = z.object({ file: z.string().regex(INSPIRATION_FILE) });
const imageQuerySchema = z.object({ w: z.coerce.number().int().min(32).max(1024).optional().describe('Thumbnail width (snapped like /api/files)') });

/** The inspiration wall (issue 21): built-in looks and what users publish, with their recipes. */
export default async function inspirationsRoutes(app: AppInstance): Promise<void> {
  const service = () => app.services.inspirations;

  app.get(
    '/inspirations',
    {
      schema: {
        tags,
        summary: 'The inspiration wall: built-in looks, then published ones (newest first); filter by category and tool',
        description: 'Anyone may read it; signed in, `own` marks the looks I published.',
        security: [{ bearer: [] }, {}],
        querystring: inspirationListQuerySchema,
        response: { 200: list(inspirationSchema) },
      },
    },
    async (request) => {
      if (request.headers.authorization) await app.authenticate(request);
      return service().list(request.auth?.userId ?? null, request.query);
    },
  );

  app.post(
    '/inspirations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Publish one of my generated images to the wall, with the recipe of the job that made it',
        description: 'Publishing the same image again answers the same look. Someone else\'s image: 404.',
        security,
        body: inspirationPublishSchema,
        response: { 201: single(inspirationSchema) },
      },
    },
    async (request, reply) => {
      const look = await service().publish(currentUserId(request), request.body.generatedImageId, request.body.category);
      return reply.status(201).send({ data: look });
    },
  );

  app.delete(
    '/inspirations/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Remove one of my published looks (anyone else\'s or a built-in one: 404)', security, params: idParamSchema, response: { 204: z.null().describe('Removed') } },
    },
    async (request, reply) => {
      await service().remove(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/inspirations/:id/image',
    {
      schema: { tags, summary: 'A published look\'s image as WebP (public while it is published)', params: idParamSchema, querystring: imageQuerySchema },
    },
    async (request, reply) => {
      const record = await service().publishedImage(request.params.id);
      const served = await app.services.images.serveFile(record, { format: 'webp', width: request.query.w });
      return reply.type(CONTENT_TYPES.webp).header('Cache-Control', 'public, max-age=3600').header('ETag', served.etag).header('Content-Length', served.bytes).send(served.body);
    },
  );

  // Built-in files are the same for everyone: public, cached, and only names in the manifest.
  app.get(
    '/inspirations/assets/:file',
    { schema: { tags, summary: 'A built-in look\'s image, thumbnail or before image (WebP)', params: fileParamSchema } },
    async (request, reply) => {
      const { file } = request.params;
      if (!(await service().builtinFiles()).has(file)) throw notFound();
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(join(INSPIRATION_DIR, file)));
    },
  );
}
