import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import { Counter, Gauge, type Registry } from 'prom-client';

/** prom-client's delay gauges, replaced here (its lag gauge, measured at scrape time, stays). */
const REPLACED = ['min', 'max', 'mean', 'stddev', 'p50', 'p90', 'p99'] as const;
type Statistic = (typeof REPLACED)[number];

export interface EventLoopMetricsOptions {
  /** Length of one delay window (ms); the gauges show the last complete one. */
  windowMs?: number;
  /** Sampling period of the delay monitor (ms). */
  resolutionMs?: number;
}

/** Delay figures in seconds of a histogram of samples (ns), less the sampling period; null when it holds none. */
export function delayStatistics(histogram: Pick<IntervalHistogram, 'count' | 'min' | 'max' | 'mean' | 'stddev' | 'percentile'>, resolutionMs: number): Record<Statistic, number> | null {
  if (histogram.count === 0) return null;
  // The monitor records the time between two of its timer callbacks: the sampling period plus the delay.
  const delay = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? Math.max(0, nanoseconds / 1e9 - resolutionMs / 1e3) : 0);
  return {
    min: delay(histogram.min),
    max: delay(histogram.max),
    mean: delay(histogram.mean),
    stddev: Number.isFinite(histogram.stddev) ? histogram.stddev / 1e9 : 0,
    p50: delay(histogram.percentile(50)),
    p90: delay(histogram.percentile(90)),
    p99: delay(histogram.percentile(99)),
  };
}

/**
 * Event-loop figures of this thread that mean the same to every scraper:
 * `nodejs_eventloop_lag_{min,max,mean,stddev,p50,p90,p99}_seconds` describe the last complete
 * window (prom-client's reset at every scrape, so two scrapers split the samples between them and a
 * scrape right after another read an empty histogram: NaN and nonsense), and
 * `vitrina_eventloop_busy_seconds_total` counts the time the loop was busy (event-loop
 * utilisation = its rate). Returns a function that stops the monitor.
 */
export function registerEventLoopMetrics(registry: Registry, options: EventLoopMetricsOptions = {}): () => void {
  const windowMs = options.windowMs ?? 10_000;
  const resolutionMs = options.resolutionMs ?? 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let lastWindow: Record<Statistic, number> | null = null;
  const rotate = setInterval(() => {
    lastWindow = delayStatistics(histogram, resolutionMs) ?? lastWindow;
    histogram.reset();
  }, windowMs);
  rotate.unref();

  for (const statistic of REPLACED) {
    const name = `nodejs_eventloop_lag_${statistic}_seconds`;
    registry.removeSingleMetric(name);
    new Gauge({
      name,
      help: `Event-loop delay ${statistic} over the last complete ${windowMs / 1000} s window (before the first one ends, since start)`,
      registers: [registry],
      collect() {
        const figures = lastWindow ?? delayStatistics(histogram, resolutionMs);
        if (figures) this.set(figures[statistic]);
      },
    });
  }

  let busyCounted = 0;
  new Counter({
    name: 'vitrina_eventloop_busy_seconds_total',
    help: 'Time this process\'s main event loop spent running code (its rate is the event-loop utilisation)',
    registers: [registry],
    collect() {
      const busy = performance.eventLoopUtilization().active / 1000;
      if (busy > busyCounted) this.inc(busy - busyCounted);
      busyCounted = busy;
    },
  });

  return () => {
    clearInterval(rotate);
    histogram.disable();
  };
}
