import {
  generatedSourceCreateSchema,
  idParamSchema,
  imageSourceCreateSchema,
  infographicCreateSchema,
  infographicListQuerySchema,
  infographicSchema,
  infographicsDeleteSchema,
  infographicsDownloadSchema,
  infographicSourceSchema,
  infographicSummarySchema,
  infographicUpdateSchema,
  list,
  productsWithInfographicsQuerySchema,
  productWithInfographicsSchema,
  single,
  sourceListQuerySchema,
  sourcesWithInfographicsQuerySchema,
  sourceWithInfographicsSchema,
} from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';

const security = [{ bearer: [] }];
const tags = ['Infographics'];
/** Routes taking `image` as a data URL: a 5 Mb file in base64 plus the editor document. */
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

/** Saved cards and their sources (spec §7, Infographics). */
export default async function infographicsRoutes(app: AppInstance): Promise<void> {
  const cards = () => app.services.infographics.cards;

  app.post(
    '/infographics',
    {
      preHandler: app.authenticate,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a card: the rendered image (id or data URL) and its editor document',
        description: 'sourceId must be mine (404); a bad document answers 400 editor_state_invalid; nothing is stored on a refusal.',
        security,
        body: infographicCreateSchema,
        response: { 201: single(infographicSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await cards().create(currentUserId(request), request.body) }),
  );

  app.post(
    '/infographics/sources/image',
    {
      preHandler: app.authenticate,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Start from a photo: my image (or a system product photo) by id, or a data URL',
        description: 'Idempotent per image. productId is set when the image is a product photo.',
        security,
        body: imageSourceCreateSchema,
        response: { 201: single(infographicSourceSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await cards().createSource(currentUserId(request), { type: 'image', image: request.body.image }) }),
  );

  app.post(
    '/infographics/sources/generated',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Start from one of my generated images',
        security,
        body: generatedSourceCreateSchema,
        response: { 201: single(infographicSourceSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await cards().createSource(currentUserId(request), { type: 'generated', generatedImageId: request.body.generatedImageId }) }),
  );

  app.get(
    '/infographics/sources',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'My sources, newest first (criteria[type]=image|generated; criteria[imageId]; criteria[id]=a,b)', security, querystring: sourceListQuerySchema, response: { 200: list(infographicSourceSchema) } },
    },
    async (request) => {
      const { limit, offset, 'criteria[type]': type, 'criteria[imageId]': imageId, 'criteria[id]': ids } = request.query;
      return cards().listSources(currentUserId(request), { type, imageId, ids }, { limit, offset });
    },
  );

  app.get(
    '/infographics/sources/image/infographics',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'My image sources, each with its newest cards (criteria[limitInfographicsOnSource], default 6)',
        security,
        querystring: sourcesWithInfographicsQuerySchema,
        response: { 200: list(sourceWithInfographicsSchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return cards().sourcesWithInfographics(currentUserId(request), request.query['criteria[limitInfographicsOnSource]'], { limit, offset });
    },
  );

  app.get(
    '/products/infographics',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Products I made cards of, each with its newest cards (criteria[limitInfographicsOnProduct], default 6)',
        security,
        querystring: productsWithInfographicsQuerySchema,
        response: { 200: list(productWithInfographicsSchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return cards().productsWithInfographics(currentUserId(request), request.query['criteria[limitInfographicsOnProduct]'], { limit, offset });
    },
  );

  app.get(
    '/infographics',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'My cards: orderBy[createdAt]=desc|asc, limit, offset, criteria[sourceId] or criteria[productId] (comma-joined ids)',
        description: 'Every id in a criteria list must be mine (products: mine or system), else 404; both criteria at once: 400.',
        security,
        querystring: infographicListQuerySchema,
        response: { 200: list(infographicSummarySchema) },
      },
    },
    async (request) => {
      const query = request.query;
      return cards().list(currentUserId(request), {
        order: query['orderBy[createdAt]'],
        limit: query.limit,
        offset: query.offset,
        sourceIds: query['criteria[sourceId]'],
        productIds: query['criteria[productId]'],
      });
    },
  );

  app.get(
    '/infographics/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'One of my cards with its editor document', security, params: idParamSchema, response: { 200: single(infographicSchema) } },
    },
    async (request) => ({ data: await cards().get(currentUserId(request), request.params.id) }),
  );

  app.put(
    '/infographics/:id',
    {
      preHandler: app.authenticate,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Update one of my cards: { data: { image?, state? } }',
        security,
        params: idParamSchema,
        body: infographicUpdateSchema,
        response: { 200: single(infographicSchema) },
      },
    },
    async (request) => ({ data: await cards().update(currentUserId(request), request.params.id, request.body.data) }),
  );

  app.delete(
    '/infographics/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Delete one of my cards', security, params: idParamSchema, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await cards().deleteMany(currentUserId(request), [request.params.id]);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/infographics',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete several of my cards: all of them, or none and 404 if any id is not mine',
        security,
        body: infographicsDeleteSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await cards().deleteMany(currentUserId(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/infographics/download',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Download my cards as a zip, streamed as it is built',
        description: 'All ids must be mine (404 before anything is sent); a missing file answers 500 archive_error.',
        security,
        body: infographicsDownloadSchema,
      },
    },
    async (request, reply) => {
      const archive = await app.services.infographics.downloads.zip(currentUserId(request), request.body.ids, request.log);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${archive.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(archive.stream);
    },
  );
}
