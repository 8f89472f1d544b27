import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type * as ProbeTaskModule from './testing/probe.task';
import { isAbortError, isDeadlineError, taskRef } from './task';
import { WorkerPool } from './worker-pool';

const probe = taskRef<typeof ProbeTaskModule>(new URL('./testing/probe.task.ts', import.meta.url));

describe('WorkerPool', () => {
  let pool: WorkerPool;
  afterEach(() => pool.close());

  it('runs a TypeScript task module in a worker thread and returns its output', async () => {
    pool = new WorkerPool({ size: 1 });
    const result = await pool.run(probe, { kind: 'echo', value: [1, 2, 3] });
    expect(result.value).toEqual([2, 4, 6]);
    expect(result.threadId).toBeGreaterThan(0);
  });

  it('runs tasks in parallel up to its size and queues the rest', async () => {
    pool = new WorkerPool({ size: 2 });
    const started = Date.now();
    const results = await Promise.all([1, 2, 3].map(() => pool.run(probe, { kind: 'wait', ms: 300, steps: 1 })));
    const elapsed = Date.now() - started;
    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(pool.stats()).toMatchObject({ threads: 2, busy: 0, queued: 0 });
  });

  it.runIf(process.platform === 'linux')('runs its threads at the given nice value, leaving the calling thread as it was', async () => {
    const before = getPriority(0);
    pool = new WorkerPool({ size: 1, niceness: 10 });
    const result = await pool.run(probe, { kind: 'niceness' });
    expect(result.value).toEqual([Math.max(10, before)]);
    expect(getPriority(0)).toBe(before);
  });

  it('forwards progress', async () => {
    pool = new WorkerPool({ size: 1 });
    const seen: number[] = [];
    await pool.run(probe, { kind: 'wait', ms: 40, steps: 4 }, { onProgress: (fraction) => seen.push(fraction) });
    expect(seen).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('hands over partial results in order, before the task settles', async () => {
    pool = new WorkerPool({ size: 1 });
    const parts: unknown[] = [];
    const result = await pool.run(probe, { kind: 'parts', count: 3 }, { onPartial: (value) => parts.push(value) });
    expect(parts).toEqual([0, 1, 2].map((part) => ({ part, bytes: new Uint8Array([part]) })));
    expect(result.value).toEqual([0, 1, 2]);
  });

  it('rejects with the task error, keeping its catalogue code', async () => {
    pool = new WorkerPool({ size: 1 });
    await expect(pool.run(probe, { kind: 'fail', code: 'image_corrupt' })).rejects.toMatchObject({ name: 'TaskError', code: 'image_corrupt' });
    await expect(pool.run(probe, { kind: 'echo', value: [1] })).resolves.toMatchObject({ value: [2] });
  });

  it('aborts a running task through its signal, and a queued one before it starts', async () => {
    pool = new WorkerPool({ size: 1 });
    const running = new AbortController();
    const queued = new AbortController();
    const first = pool.run(probe, { kind: 'wait', ms: 10_000, steps: 100 }, { signal: running.signal });
    const second = pool.run(probe, { kind: 'wait', ms: 10_000, steps: 100 }, { signal: queued.signal });
    setTimeout(() => {
      running.abort();
      queued.abort();
    }, 200);
    const started = Date.now();
    const outcomes = await Promise.allSettled([first, second]);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(isAbortError((outcome as PromiseRejectedResult).reason)).toBe(true);
    }
  });

  it('terminates a thread that ignores the abort and keeps serving with a new one', async () => {
    pool = new WorkerPool({ size: 1, abortGraceMs: 100 });
    const controller = new AbortController();
    const stuck = pool.run(probe, { kind: 'spin', ms: 5_000 }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    await expect(stuck).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(pool.run(probe, { kind: 'echo', value: [5] })).resolves.toMatchObject({ value: [10] });
  });

  it('stops a task at its hard deadline by terminating the thread, and serves the next one on a fresh thread', async () => {
    pool = new WorkerPool({ size: 1, deadlineMs: 5_000 });
    const first = await pool.run(probe, { kind: 'echo', value: [1] });
    const started = Date.now();
    // The spin ignores every signal, like a native decoder stuck on a crafted file.
    const stuck = pool.run(probe, { kind: 'spin', ms: 4_000 }, { deadlineMs: 300 });
    await expect(stuck).rejects.toSatisfy(isDeadlineError);
    expect(Date.now() - started).toBeLessThan(2_000);
    const next = await pool.run(probe, { kind: 'echo', value: [5] });
    expect(next.value).toEqual([10]);
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('bounds a thread\'s heap: a task that exceeds it fails and the pool keeps serving', async () => {
    pool = new WorkerPool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 } });
    await expect(pool.run(probe, { kind: 'hog', megabytes: 400 })).rejects.toThrow();
    await expect(pool.run(probe, { kind: 'echo', value: [2] })).resolves.toMatchObject({ value: [4] });
  }, 30_000);
});
