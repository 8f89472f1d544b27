import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics';

const PROBES = new Set(['/api/health/live', '/api/health/ready']);

/**
 * The operations port (METRICS_PORT), in every role: `GET /metrics` (Prometheus text) and the two
 * health probes, answered by the application's own routes (`app.inject`). A `--role=worker`
 * process serves no other HTTP, so this is where its container's probes go.
 */
export async function startOpsServer(app: FastifyInstance, metrics: AppMetrics, options: { host: string; port: number }): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/metrics') {
      metrics.render().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(request.method === 'HEAD' ? undefined : body),
        (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
      return;
    }
    if (PROBES.has(path)) {
      app.inject({ method: 'GET', url: path }).then(
        (answer) => response.writeHead(answer.statusCode, { 'content-type': 'application/json; charset=utf-8' }).end(answer.body),
        () => response.writeHead(503).end(),
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: /metrics, /api/health/live, /api/health/ready\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
