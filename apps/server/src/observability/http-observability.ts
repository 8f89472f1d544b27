import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from './metrics';
import { tracer } from './tracing';

const requestContexts = new WeakMap<FastifyRequest, Context>();
/** Probes are polled every few seconds: measured, but not traced. */
const UNTRACED = /^\/api\/health\//;

/**
 * Per request: `http_request_duration_seconds` (route pattern, so ids do not explode the label
 * set) and a server span continuing the caller's `traceparent`. Route handlers run inside the
 * span's context (wrapped at registration), so spans and job trace contexts they create nest
 * under it. Measured when the response closes, which also covers hijacked streams (SSE).
 */
async function httpObservability(app: FastifyInstance, options: { metrics: AppMetrics }): Promise<void> {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tracedHandler(this: unknown, request, reply) {
      const active = requestContexts.get(request);
      return active ? context.with(active, () => handler.call(this as never, request, reply)) : handler.call(this as never, request, reply);
    };
  });

  app.addHook('onRequest', async (request, reply) => {
    const started = performance.now();
    const route = request.routeOptions.url ?? 'unmatched';
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = UNTRACED.test(route)
      ? null
      : tracer().startSpan(
          `${request.method} ${route}`,
          { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route, 'url.path': request.url.split('?')[0] ?? '' } },
          parent,
        );
    if (span) requestContexts.set(request, trace.setSpan(parent, span));
    reply.raw.once('close', () => {
      const status = reply.raw.statusCode;
      options.metrics.httpRequestDuration.observe({ route, method: request.method, status: String(status) }, (performance.now() - started) / 1000);
      if (!span) return;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  });
}

export const httpObservabilityPlugin = fp(httpObservability, { name: 'http-observability' });
