/** Figures of a load run: latency percentiles and the server's event-loop delay from its /metrics. */
import type { Sample } from './open-loop';

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function summarize(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

export const formatMs = (ms: number): string => `${ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)} ms`;

export function latencyLine(label: string, summary: LatencySummary): string {
  return `  ${label.padEnd(26)} n=${String(summary.count).padStart(6)}  p50 ${formatMs(summary.p50).padStart(9)}  p90 ${formatMs(summary.p90).padStart(9)}  p99 ${formatMs(summary.p99).padStart(9)}  max ${formatMs(summary.max).padStart(9)}`;
}

/** Failed samples: transport errors and any status outside 2xx, counted by kind. */
export function errorCounts(samples: Sample[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    if (sample.status >= 200 && sample.status < 300) continue;
    const kind = `${sample.name}: ${sample.status || sample.error}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

/** Values of the Prometheus text format by metric name (unlabelled series only). */
export async function scrapeMetrics(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(url)).text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*) ([0-9.eE+-]+|NaN)$/.exec(line);
    if (match) values.set(match[1], Number(match[2]));
  }
  return values;
}

/** The server's event-loop figures over a run: each 10 s delay window it published, and its busy time. */
export interface EventLoopWatch {
  /** busySeconds over elapsedSeconds is the utilisation: the reads may end after the planned duration. */
  stop(): Promise<{ windows: { p50: number; p99: number; max: number }[]; busySeconds: number; elapsedSeconds: number }>;
}

/**
 * Scrapes /metrics every `everyMs` (the server publishes the delay of its last complete 10 s
 * window, see apps/server/src/observability/event-loop-metrics.ts) and takes the busy-time
 * counter's difference over the run (event-loop utilisation of the API thread).
 */
export async function watchEventLoop(url: string, everyMs = 10_000): Promise<EventLoopWatch> {
  const busy = (values: Map<string, number>) => values.get('vitrina_eventloop_busy_seconds_total') ?? 0;
  const start = busy(await scrapeMetrics(url));
  const startedAt = performance.now();
  const windows: { p50: number; p99: number; max: number }[] = [];
  const take = async () => {
    const values = await scrapeMetrics(url).catch(() => null);
    if (!values) return null;
    windows.push({
      p50: (values.get('nodejs_eventloop_lag_p50_seconds') ?? 0) * 1000,
      p99: (values.get('nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000,
      max: (values.get('nodejs_eventloop_lag_max_seconds') ?? 0) * 1000,
    });
    return values;
  };
  const timer = setInterval(() => void take(), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      const last = await take();
      return { windows, busySeconds: last ? busy(last) - start : Number.NaN, elapsedSeconds: (performance.now() - startedAt) / 1000 };
    },
  };
}
