import { isAbortError, taskRef } from './task';
import type * as WarmUpTask from './warm-up.task';
import type { WorkerPool } from './worker-pool';

const warmUpTask = taskRef<typeof WarmUpTask>(new URL('./warm-up.task.ts', import.meta.url));

interface WarmUpLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Starts every thread of the pool and warms it (warm-up.task.ts), one task per thread. A job that
 * arrives meanwhile waits for a thread like any other; a failure (model files missing, the pool
 * closing) is only logged: the job that needs the model reports its own error.
 */
export async function warmUpPool(pool: WorkerPool, log: WarmUpLog): Promise<void> {
  const started = performance.now();
  const threads = await Promise.all(
    Array.from({ length: pool.size }, () =>
      pool.run(warmUpTask, undefined).then(
        (result) => result.ms,
        (error: unknown) => {
          // A pool closed while warming (a stop right after the start) is not worth a warning.
          if (!isAbortError(error)) log.warn({ err: error }, 'worker warm-up failed');
          return null;
        },
      ),
    ),
  );
  const warmed = threads.filter((ms) => ms !== null).length;
  if (warmed > 0) log.info({ threads: warmed, ms: Math.round(performance.now() - started) }, 'worker threads warmed up');
}
