import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';
import { publicApiGuide, type ApiLimitTier } from './public-api-guide';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 generated from the Zod schemas routes declare: served raw at /api/openapi.json and
 * rendered by Swagger UI at /api/docs. Routes opt out with `schema.hide`.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string; limitTiers: readonly ApiLimitTier[] }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vitrina API',
        version: APP_VERSION,
        description:
          publicApiGuide(options.publicUrl.replace(/\/$/, ''), options.limitTiers) +
          '\n## The web app\'s own API\n\nThe other routes serve the web app: send `Authorization: Bearer <token>` and a `lang` header ' +
          '(ar, en, es or ko) for localised messages. Errors answer `{ "error": { "code", "message" } }`.',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      servers: [{ url: '/' }],
      // The public API leads the page.
      tags: [{ name: 'Public API v1', description: 'Every tool, authenticated by `x-api-key`' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Swagger UI renders style attributes (icons, layout), so its own page policy allows inline styles; scripts stay hashed.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    uiConfig: { deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
