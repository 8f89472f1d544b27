import { describe, expect, it } from 'vitest';
import { InProcessQueue } from './in-process-queue';
import type { RunnableJobSource } from './job-queue';

/** A fake jobs table: ids stay runnable until the consumer "finishes" them. */
function fakeSource(ids: string[]): RunnableJobSource & { runnable: Set<string>; expired: number } {
  const runnable = new Set(ids);
  return {
    runnable,
    expired: 0,
    async listRunnable(limit) {
      return [...runnable].slice(0, limit);
    },
    async expireAllLeases() {
      this.expired += 1;
      return 0;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InProcessQueue', () => {
  it('delivers every runnable job, never more than `concurrency` at once, never one id twice at once', async () => {
    const source = fakeSource(['a', 'b', 'c', 'd', 'e']);
    const queue = new InProcessQueue({ source, concurrency: 2, exclusive: true, pollIntervalMs: 20 });
    let running = 0;
    let peak = 0;
    const seen: string[] = [];
    const busy = new Set<string>();
    await queue.start(async (id) => {
      expect(busy.has(id)).toBe(false);
      busy.add(id);
      running += 1;
      peak = Math.max(peak, running);
      seen.push(id);
      await sleep(30);
      source.runnable.delete(id);
      busy.delete(id);
      running -= 1;
    });
    for (let waited = 0; source.runnable.size > 0 && waited < 2_000; waited += 10) await sleep(10);
    await queue.close();
    expect(source.runnable.size).toBe(0);
    expect(peak).toBe(2);
    expect([...new Set(seen)].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(source.expired).toBe(1);
  });

  it('enqueue wakes it at once; nothing is delivered after close', async () => {
    const source = fakeSource([]);
    const queue = new InProcessQueue({ source, concurrency: 1, exclusive: false, pollIntervalMs: 60_000 });
    const delivered: string[] = [];
    await queue.start(async (id) => {
      delivered.push(id);
      source.runnable.delete(id);
    });
    expect(source.expired).toBe(0);
    source.runnable.add('x');
    await queue.enqueue('x');
    await sleep(20);
    expect(delivered).toEqual(['x']);
    await queue.close();
    source.runnable.add('y');
    await queue.enqueue('y');
    await sleep(20);
    expect(delivered).toEqual(['x']);
    expect(await queue.ping()).toBe(false);
  });
});
