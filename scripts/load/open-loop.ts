/**
 * Constant arrival rate, k6 style: request i leaves at start + i/rate whatever the server is
 * doing, and its latency counts from that planned moment. A closed loop (autocannon's
 * connections waiting for answers) sends less while the server stalls and so hides the stall
 * (coordinated omission); here a stall shows in full in p99 and max.
 */
import { Agent, request } from 'node:http';

export interface ReadTarget {
  /** Groups figures: the route as the report names it. */
  name: string;
  path: string;
  headers: Record<string, string>;
}

export interface Sample {
  name: string;
  ms: number;
  /** HTTP status, or 0 when the request failed without one. */
  status: number;
  error?: string;
}

function send(agent: Agent, url: URL, target: ReadTarget, plannedAt: number): Promise<Sample> {
  return new Promise((resolveSample) => {
    const done = (status: number, error?: string) => resolveSample({ name: target.name, ms: performance.now() - plannedAt, status, ...(error ? { error } : {}) });
    const outgoing = request({ agent, host: url.hostname, port: url.port, path: target.path, method: 'GET', headers: { lang: 'en', ...target.headers }, timeout: 60_000 }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', (error) => done(0, error.message));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 60 s')));
    outgoing.on('error', (error) => done(0, error.message));
    outgoing.end();
  });
}

/** Sends `rate` requests a second for `seconds`, cycling through `targets`; resolves with every sample. */
export async function runOpenLoop(baseUrl: string, targets: ReadTarget[], rate: number, seconds: number): Promise<Sample[]> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<Sample>[] = [];
  for (let i = 0; i < total; i++) {
    const plannedAt = start + (i * 1000) / rate;
    const wait = plannedAt - performance.now();
    if (wait > 1) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
    pending.push(send(agent, url, targets[i % targets.length], plannedAt));
  }
  const samples = await Promise.all(pending);
  agent.destroy();
  return samples;
}
