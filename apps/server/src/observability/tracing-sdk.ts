import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { APP_VERSION } from '../version';

export interface TracingHandle {
  /** Flushes the spans still buffered and stops exporting. */
  shutdown(): Promise<void>;
}

/**
 * Registers the OpenTelemetry SDK for this process: W3C trace context, AsyncLocalStorage context,
 * spans exported over OTLP/HTTP (protobuf). The exporter reads the standard OTEL_EXPORTER_OTLP_*
 * variables itself; OTEL_SERVICE_NAME names the service (default `vitrina`) and the role is a
 * resource attribute. Tests pass their own processor (an in-memory exporter).
 */
export function startTracing(options: { role: string; processor?: SpanProcessor }): TracingHandle {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? 'vitrina',
      'service.version': APP_VERSION,
      'vitrina.role': options.role,
    }),
    spanProcessors: [options.processor ?? new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
}
