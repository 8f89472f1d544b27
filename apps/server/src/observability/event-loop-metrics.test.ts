import { monitorEventLoopDelay } from 'node:perf_hooks';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { delayStatistics, registerEventLoopMetrics } from './event-loop-metrics';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // hold the event loop
  }
}

async function scrape(registry: Registry): Promise<Map<string, number>> {
  const values = new Map<string, number>();
  for (const line of (await registry.metrics()).split('\n')) {
    const match = /^(nodejs_eventloop_\w+|vitrina_eventloop_\w+) (\S+)$/.exec(line);
    if (match) values.set(match[1], Number(match[2]));
  }
  return values;
}

describe('event-loop metrics', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('never exposes NaN or an empty-histogram sentinel, however close two scrapes are', async () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    stops.push(registerEventLoopMetrics(registry, { windowMs: 200 }));
    for (let scrapeNumber = 0; scrapeNumber < 3; scrapeNumber++) {
      const values = await scrape(registry);
      for (const statistic of ['min', 'max', 'mean', 'stddev', 'p50', 'p90', 'p99']) {
        const value = values.get(`nodejs_eventloop_lag_${statistic}_seconds`);
        expect(value, statistic).toBeDefined();
        expect(Number.isFinite(value), `${statistic} = ${value}`).toBe(true);
        expect(value!, statistic).toBeLessThan(60);
      }
    }
  });

  it('shows a blocked stretch in the last window to every scraper, and counts busy time', async () => {
    const registry = new Registry();
    stops.push(registerEventLoopMetrics(registry, { windowMs: 300 }));
    const before = await scrape(registry);
    await sleep(20);
    busyFor(150);
    await sleep(400); // the window holding the stretch closes
    const first = await scrape(registry);
    const second = await scrape(registry); // a second scraper right after the first
    expect(first.get('nodejs_eventloop_lag_max_seconds')).toBeGreaterThan(0.1);
    expect(second.get('nodejs_eventloop_lag_max_seconds')).toBe(first.get('nodejs_eventloop_lag_max_seconds'));
    expect(second.get('nodejs_eventloop_lag_p99_seconds')).toBe(first.get('nodejs_eventloop_lag_p99_seconds'));
    const busy = first.get('vitrina_eventloop_busy_seconds_total')! - (before.get('vitrina_eventloop_busy_seconds_total') ?? 0);
    expect(busy).toBeGreaterThan(0.14);
  });

  it('reads an empty histogram as no figures', () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    expect(delayStatistics(histogram, 10)).toBeNull();
  });
});
