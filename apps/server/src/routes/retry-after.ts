import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

/** A 429 carrying `data.retryAfter` also says it in the standard Retry-After header. */
export const retryAfterHeader = fp(async (app: FastifyInstance) => {
  app.addHook('onError', async (_request, reply, error) => {
    const retryAfter = error instanceof AppError && error.statusCode === 429 ? error.data?.retryAfter : undefined;
    if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
  });
});
