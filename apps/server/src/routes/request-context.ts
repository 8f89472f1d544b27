import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../services/accounts/request-context';

export function requestContext(request: FastifyRequest): RequestContext {
  return { language: request.language, ip: request.ip, acceptLanguage: request.headers['accept-language'], log: request.log };
}
