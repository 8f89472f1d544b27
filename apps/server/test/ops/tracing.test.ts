import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type TracingHandle } from '../../src/observability/tracing-sdk';
import { createTestApp, createTestUser, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { createImage, submitOk, waitForJob } from '../jobs/support';
import { QueueCluster } from '../queue/support';

const exporter = new InMemorySpanExporter();
/** Each test migrates a fresh database, which takes long on a busy machine. */
const SLOW = 180_000;
let tracing: TracingHandle;
beforeAll(() => {
  tracing = startTracing({ role: 'test', processor: new SimpleSpanProcessor(exporter) });
});
afterAll(() => tracing.shutdown());

/** A caller's (say, the reverse proxy's) trace: every span of the request must join it. */
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const traceparent = `00-${CALLER_TRACE}-${CALLER_SPAN}-01`;

async function runTracedJob(api: TestApp): Promise<{ jobId: string; spans: ReadableSpan[] }> {
  const owner = await createTestUser(api);
  const image = await createImage(api, owner.user.id);
  exporter.reset();
  const job = await submitOk(api, { ...owner.headers, traceparent }, 'test-wait', { imageId: image.id, params: { delayMs: 50, cost: 0 } });
  await waitForJob(api, owner.headers, job.id);
  // The job span ends just after the row says succeeded.
  const deadline = Date.now() + 5_000;
  while (!exporter.getFinishedSpans().some((span) => span.name === 'job test-wait') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return { jobId: job.id, spans: exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === CALLER_TRACE) };
}

/** The request span is the caller's child, the job span the request's, the engine span the job's. */
function expectOneTrace(spans: ReadableSpan[], jobId: string): void {
  const byName = (name: string) => {
    const found = spans.filter((span) => span.name === name);
    expect(found, `spans named "${name}" in the trace: ${spans.map((span) => span.name).join(', ')}`).toHaveLength(1);
    return found[0];
  };
  const request = byName('POST /api/tools/test-wait');
  const job = byName('job test-wait');
  const engine = byName('engine test-wait');
  expect(request.parentSpanContext?.spanId).toBe(CALLER_SPAN);
  expect(request.attributes['http.response.status_code']).toBe(202);
  expect(job.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  expect(job.attributes).toMatchObject({ 'vitrina.job.id': jobId, 'vitrina.job.outcome': 'succeeded', 'vitrina.engine': 'test-wait' });
  expect(engine.parentSpanContext?.spanId).toBe(job.spanContext().spanId);
  expect(engine.attributes['vitrina.engine']).toBe('test-wait');
}

describe('traces follow a request through the queue into the job and its engine call', () => {
  it('embedded (PGlite, in-process queue)', async () => {
    const api = await createTestApp('pglite');
    try {
      const { jobId, spans } = await runTracedJob(api);
      expectOneTrace(spans, jobId);
      const [row] = await api.database.query<{ trace_context: Record<string, string> }>('SELECT trace_context FROM jobs WHERE id = $1', [jobId]);
      expect(row?.trace_context.traceparent).toMatch(new RegExp(`^00-${CALLER_TRACE}-[0-9a-f]{16}-01$`));
    } finally {
      await api.close();
    }
  }, SLOW);

  it.skipIf(!process.env.TEST_REDIS_URL || !testDatabaseKinds.includes('postgres'))('scale (PostgreSQL, BullMQ): the api instance enqueues, the worker instance continues the trace', async () => {
    const cluster = await QueueCluster.open('postgres', { WORKER_THREADS: '1' });
    try {
      const api = cluster.view(await cluster.startApp('api'));
      await cluster.startApp('worker');
      const { jobId, spans } = await runTracedJob(api);
      expectOneTrace(spans, jobId);
    } finally {
      await cluster.close();
    }
  }, SLOW);

  it('without a caller trace, a request starts its own trace and the job joins it', async () => {
    const api = await createTestApp('pglite');
    try {
      const owner = await createTestUser(api);
      const image = await createImage(api, owner.user.id);
      exporter.reset();
      const job = await submitOk(api, owner.headers, 'test-wait', { imageId: image.id, params: { delayMs: 0, cost: 0 } });
      await waitForJob(api, owner.headers, job.id);
      const deadline = Date.now() + 5_000;
      let spans: ReadableSpan[] = [];
      while (Date.now() < deadline && !(spans = exporter.getFinishedSpans()).some((span) => span.name === 'job test-wait')) await new Promise((resolve) => setTimeout(resolve, 20));
      const request = spans.find((span) => span.name === 'POST /api/tools/test-wait');
      const jobSpan = spans.find((span) => span.name === 'job test-wait');
      expect(request?.parentSpanContext).toBeUndefined();
      expect(jobSpan?.spanContext().traceId).toBe(request?.spanContext().traceId);
    } finally {
      await api.close();
    }
  }, SLOW);
});
