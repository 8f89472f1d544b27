import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerEventLoopMetrics } from './event-loop-metrics';

/** Queued and running jobs per tool, read from the jobs table when Prometheus scrapes. */
export type ActiveJobCounts = () => Promise<{ tool: string; status: 'queued' | 'running'; count: number }[]>;

export type JobOutcome = 'succeeded' | 'failed' | 'requeued' | 'cancelled' | 'lost';

/**
 * The Prometheus instruments of one application instance, in a registry of its own (tests build
 * several apps in one process). Served on METRICS_PORT by `ops-server.ts`.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private defaultsOn = false;

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'vitrina_job_duration_seconds',
    help: 'Job attempts run by this process, from claim to outcome, by tool, engine and outcome',
    labelNames: ['tool', 'engine', 'status'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80, 160, 320],
    registers: [this.registry],
  });

  readonly creditsSpent = new Counter({
    name: 'vitrina_credits_spent_total',
    help: 'Credits captured by jobs this process completed, by tool',
    labelNames: ['tool'] as const,
    registers: [this.registry],
  });

  private readonly jobsWaiting = new Gauge({
    name: 'vitrina_jobs_waiting',
    help: 'Queued jobs by tool, across all processes (read from the jobs table; aggregate with max)',
    labelNames: ['tool'] as const,
    registers: [this.registry],
  });

  private readonly jobsRunning = new Gauge({
    name: 'vitrina_jobs_running',
    help: 'Running jobs by tool, across all processes (read from the jobs table; aggregate with max)',
    labelNames: ['tool'] as const,
    registers: [this.registry],
  });

  private activeJobs: ActiveJobCounts | null = null;

  /** Process metrics (`process_cpu_seconds_total`, memory, event loop lag, GC): once per process. */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
    registerEventLoopMetrics(this.registry);
  }

  /** Sets where the queue gauges read their figures. */
  observeQueue(counts: ActiveJobCounts): void {
    this.activeJobs = counts;
  }

  observeJob(tool: string, engine: string | null, outcome: JobOutcome, seconds: number): void {
    this.jobDuration.observe({ tool, engine: engine ?? 'none', status: outcome }, seconds);
  }

  /** The Prometheus text exposition. */
  async render(): Promise<{ contentType: string; body: string }> {
    await this.refreshQueueGauges();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private async refreshQueueGauges(): Promise<void> {
    if (!this.activeJobs) return;
    // A scrape must not fail with the database: the gauges keep their last values (readiness reports the database).
    const rows = await this.activeJobs().catch(() => null);
    if (!rows) return;
    this.jobsWaiting.reset();
    this.jobsRunning.reset();
    for (const { tool, status, count } of rows) (status === 'queued' ? this.jobsWaiting : this.jobsRunning).set({ tool }, count);
  }
}
