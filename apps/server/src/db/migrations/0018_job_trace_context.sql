-- The W3C trace context (traceparent, tracestate) of the request that submitted a job, so the
-- process that runs it continues the same trace (OpenTelemetry). NULL when tracing is off.
ALTER TABLE jobs ADD COLUMN trace_context jsonb;
