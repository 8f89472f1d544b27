import { idParamSchema, idsBodySchema, jobSchema, list, productCreateSchema, productListQuerySchema, productSchema, single } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';
import { toJobDto } from '../services/jobs/job-dto';
import { jobSubmitErrors } from './tools.routes';

const security = [{ bearer: [] }];

export default async function productsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/products',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Products'],
        summary: 'My products (scope=my), my garments (scope=fashion) or the system sample products (scope=system)',
        security,
        querystring: productListQuerySchema,
        response: { 200: list(productSchema) },
      },
    },
    async (request) => {
      const { scope, limit, offset } = request.query;
      return app.services.products.list(currentUserId(request), scope, { limit, offset });
    },
  );

  app.post(
    '/products',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Products'],
        summary: 'Add one of my uploaded images as a product (adding it again returns the same product)',
        description:
          'Without removeBackground: 201 with the product. With removeBackground: 202 with a `product-cutout` job ' +
          '(queued, costs what remove-background costs); when it succeeds, add its output image as the product with a second call.',
        security,
        body: productCreateSchema,
        response: { 201: single(productSchema), 202: single(jobSchema), ...jobSubmitErrors },
      },
    },
    async (request, reply) => {
      const { imageId, removeBackground, garmentCategory } = request.body;
      const created = await app.services.products.create(currentUserId(request), imageId, { removeBackground, garmentCategory });
      if (created.kind === 'job') return reply.status(202).send({ data: toJobDto(created.job, request.language) });
      return reply.status(201).send({ data: created.product });
    },
  );

  app.get(
    '/products/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Products'],
        summary: 'One of my products, or a system product (anyone else\'s: 404)',
        security,
        params: idParamSchema,
        response: { 200: single(productSchema) },
      },
    },
    async (request) => ({ data: await app.services.products.get(currentUserId(request), request.params.id) }),
  );

  app.delete(
    '/products/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Products'],
        summary: 'Delete one of my products (system products cannot be deleted: 404)',
        security,
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await app.services.products.deleteMany(currentUserId(request), [request.params.id]);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/products',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Products'],
        summary: 'Delete several of my products: all of them, or none and 404 if any id is not mine',
        security,
        body: idsBodySchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await app.services.products.deleteMany(currentUserId(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );
}
