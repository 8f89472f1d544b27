import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A route's validator compiler for a body its handler reads itself (a multipart stream): the body
 * schema then only describes the request in the OpenAPI document, while the query, params and
 * headers are still validated like everywhere else. Fastify has no body to check here anyway
 * (@fastify/multipart leaves `request.body` unset until the handler reads the parts).
 */
export function bodyReadByHandler<RouteSchema>(route: Parameters<FastifySchemaCompiler<RouteSchema>>[0]): ReturnType<FastifySchemaCompiler<RouteSchema>> {
  if (route.httpPart === 'body') return (value: unknown) => ({ value });
  // Fastify compiles each part with that part's own schema (the query's Zod object, say).
  const schema: unknown = route.schema;
  if (!(schema instanceof z.ZodType)) throw new Error(`bodyReadByHandler: ${route.method} ${route.url} ${route.httpPart ?? ''} has no Zod schema`);
  return validatorCompiler({ ...route, schema });
}
