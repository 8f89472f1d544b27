/**
 * OpenTelemetry traces. The application code only uses the OpenTelemetry API (a no-op until a
 * provider is registered); `startTracing` registers the SDK when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set. A request's trace context travels with its job in the jobs table (`trace_context`), so the
 * worker process that runs the job continues the same trace.
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';

export const TRACER_NAME = 'vitrina';

export function tracer(): Tracer {
  return trace.getTracer(TRACER_NAME);
}

/** The W3C trace context of the active span, to store with a job; null when nothing is traced. */
export function currentTraceCarrier(): Record<string, string> | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : null;
}

/** The context a stored carrier describes (the root context when there is none). */
export function contextFromCarrier(carrier: Record<string, string> | null | undefined): Context {
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

/** Runs `work` in a new span that ends with it (error status and exception when it throws). */
export async function inSpan<T>(name: string, options: { kind?: SpanKind; attributes?: Record<string, string | number>; parent?: Context }, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, ...(options.attributes ? { attributes: options.attributes } : {}) }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

export { SpanKind };
