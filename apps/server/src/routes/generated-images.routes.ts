import {
  generatedImageListQuerySchema,
  generatedImageSchema,
  generatedImagesDownloadSchema,
  generatedImageUpdateSchema,
  idParamSchema,
  idsBodySchema,
  list,
  single,
} from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';

const security = [{ bearer: [] }];

export default async function generatedImagesRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/generated-images',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Gallery'],
        summary: 'My generated images, newest first, filtered by tool, favourite and source image',
        security,
        querystring: generatedImageListQuerySchema,
        response: { 200: list(generatedImageSchema) },
      },
    },
    async (request) => {
      const { tool, favorite, sourceImageId, imageId, limit, offset } = request.query;
      return app.services.generatedImages.list(currentUserId(request), { tool, favorite, sourceImageId, imageId, limit, offset });
    },
  );

  app.patch(
    '/generated-images/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Gallery'],
        summary: 'Mark or unmark a generated image as favourite',
        security,
        params: idParamSchema,
        body: generatedImageUpdateSchema,
        response: { 200: single(generatedImageSchema) },
      },
    },
    async (request) => {
      const data = await app.services.generatedImages.setFavorite(currentUserId(request), request.params.id, request.body.favorite);
      return { data };
    },
  );

  app.delete(
    '/generated-images/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Gallery'],
        summary: 'Delete a generated image and its file',
        security,
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await app.services.generatedImages.deleteMany(currentUserId(request), [request.params.id]);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/generated-images',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Gallery'],
        summary: 'Delete several generated images: all of them, or none and 404 if any id is not mine',
        security,
        body: idsBodySchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await app.services.generatedImages.deleteMany(currentUserId(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/generated-images/download',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Gallery'],
        summary: 'Download generated images as a zip, streamed as it is built',
        description:
          'All ids must be mine (404 otherwise, before anything is sent). `format` converts every file. A file that cannot be ' +
          'read before the download starts answers 500 archive_error; a failure while streaming aborts the download.',
        security,
        body: generatedImagesDownloadSchema,
      },
    },
    async (request, reply) => {
      const archive = await app.services.galleryDownloads.zip(currentUserId(request), request.body.ids, request.body.format, request.log);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${archive.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(archive.stream);
    },
  );
}
