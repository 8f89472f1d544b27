import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { JobRow } from '../db/schema';
import type { AppMetrics, JobOutcome } from './metrics';
import { contextFromCarrier, inSpan, tracer } from './tracing';

/** One claimed attempt of a job, as metrics and traces see it. */
export interface JobAttempt {
  /** Runs the tool (the engine call in the worker pool) in a span under the job's span. */
  engineCall<T extends { engine: string }>(work: () => Promise<T>): Promise<T>;
  /** Records the outcome: the duration histogram, credits spent, and the end of the job's span. */
  end(outcome: JobOutcome, engine: string | null): void;
}

export interface JobTelemetry {
  begin(job: JobRow): JobAttempt;
}

export const untrackedAttempt: JobAttempt = { engineCall: (work) => work(), end: () => undefined };

/**
 * Each attempt gets a consumer span whose parent is the trace context the submitting request left
 * in the job row, so one trace runs from `POST /api/tools/:tool` through the queue into whichever
 * process ran the job, and into its engine call.
 */
export class JobTelemetryRecorder implements JobTelemetry {
  constructor(private readonly metrics: AppMetrics) {}

  begin(job: JobRow): JobAttempt {
    const started = performance.now();
    const parent = contextFromCarrier(job.traceContext);
    const attributes = { 'vitrina.job.id': job.id, 'vitrina.tool': job.tool, 'vitrina.job.attempt': job.attempt };
    const span = tracer().startSpan(`job ${job.tool}`, { kind: SpanKind.CONSUMER, attributes }, parent);
    const active = trace.setSpan(parent, span);
    return {
      engineCall: (work) =>
        inSpan(`engine ${job.tool}`, { parent: active, attributes }, async (engineSpan) => {
          const result = await work();
          engineSpan.setAttribute('vitrina.engine', result.engine);
          return result;
        }),
      end: (outcome, engine) => {
        this.metrics.observeJob(job.tool, engine, outcome, (performance.now() - started) / 1000);
        if (outcome === 'succeeded' && job.cost > 0) this.metrics.creditsSpent.inc({ tool: job.tool }, job.cost);
        span.setAttribute('vitrina.job.outcome', outcome);
        if (engine) span.setAttribute('vitrina.engine', engine);
        if (outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      },
    };
  }
}
