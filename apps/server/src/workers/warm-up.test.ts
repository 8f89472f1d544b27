import { afterEach, describe, expect, it } from 'vitest';
import { warmUpPool } from './warm-up';
import { WorkerPool } from './worker-pool';

function recordingLog() {
  const entries: { level: 'info' | 'warn'; object: object; message: string }[] = [];
  return {
    entries,
    info: (object: object, message: string) => entries.push({ level: 'info', object, message }),
    warn: (object: object, message: string) => entries.push({ level: 'warn', object, message }),
  };
}

describe('warmUpPool', () => {
  let pool: WorkerPool;
  afterEach(() => pool.close());

  it('starts every thread and loads the background-removal network in it', async () => {
    pool = new WorkerPool({ size: 1 });
    const log = recordingLog();
    await warmUpPool(pool, log);
    expect(log.entries).toEqual([{ level: 'info', object: { threads: 1, ms: expect.any(Number) }, message: 'worker threads warmed up' }]);
    expect(pool.stats()).toEqual({ threads: 1, busy: 0, queued: 0 });
  }, 120_000);

  it('says nothing when the pool closes while it warms', async () => {
    pool = new WorkerPool({ size: 1 });
    const log = recordingLog();
    const warming = warmUpPool(pool, log);
    await pool.close();
    await warming;
    expect(log.entries).toEqual([]);
  });
});
