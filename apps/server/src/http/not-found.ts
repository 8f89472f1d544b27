import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { wantsSpaShell } from './web-static';

/**
 * Unknown API routes answer a JSON 404 in the error format, never the SPA. Any other GET for an
 * HTML page gets the SPA shell when the web app is served, so client routes survive a reload.
 */
export function installNotFound(app: FastifyInstance, options: { spaShell: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    if (options.spaShell && wantsSpaShell(request.method, request.url, request.headers.accept)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', request.language));
  });
}
