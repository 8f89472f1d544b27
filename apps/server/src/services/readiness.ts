import type { ReadinessCheck, ReadinessResponse } from '@vitrina/contracts';
import { listEngines } from '@vitrina/imaging';
import type { QueueProbe } from '../adapters/queue-probe';
import type { FileStorage } from '../adapters/storage';
import type { DatabaseHandle } from '../db/client';

/** A check that takes longer than this counts as failed (a probe must answer quickly). */
const CHECK_TIMEOUT_MS = 2_000;
/** Storage and engine checks are reused this long, so frequent polling stays cheap. */
const SLOW_CHECK_TTL_MS = 10_000;

type CheckResult = { ok: boolean; detail?: string };

/**
 * Readiness of this process to serve and run jobs: the database answers `SELECT 1`, the queue
 * answers a ping, the file storage answers a lookup, and every built-in engine has its model
 * files. Each check is bounded by a timeout; concurrent probes share one run.
 */
export class ReadinessProbe {
  private running: Promise<ReadinessResponse> | null = null;
  private readonly cached = new Map<ReadinessCheck, { at: number; result: CheckResult }>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly queue: QueueProbe,
    private readonly storage: FileStorage,
  ) {}

  check(): Promise<ReadinessResponse> {
    this.running ??= this.runChecks().finally(() => (this.running = null));
    return this.running;
  }

  private async runChecks(): Promise<ReadinessResponse> {
    const [database, queue, storage, engines] = await Promise.all([
      bounded(() => this.database.query('SELECT 1').then(() => ({ ok: true }))),
      bounded(() => this.queue.ping().then((ok) => (ok ? { ok } : { ok, detail: `${this.queue.kind} queue does not answer` }))),
      this.reuse('storage', () => bounded(() => this.storage.exists('health/probe').then(() => ({ ok: true })))),
      this.reuse('engines', async () => {
        const missing = listEngines().filter((engine) => !engine.ready);
        return missing.length === 0 ? { ok: true } : { ok: false, detail: missing.map((engine) => `${engine.id}: ${engine.problem ?? 'not ready'}`).join('; ') };
      }),
    ]);
    const checks = { database, queue, storage, engines };
    const failing = (Object.keys(checks) as ReadinessCheck[]).filter((name) => !checks[name].ok);
    return { status: failing.length === 0 ? 'ready' : 'not_ready', failing, checks };
  }

  /** Reuses a passing result for a while; a failing one is checked again at the next probe. */
  private async reuse(name: ReadinessCheck, run: () => Promise<CheckResult>): Promise<CheckResult> {
    const hit = this.cached.get(name);
    if (hit && hit.result.ok && Date.now() - hit.at < SLOW_CHECK_TTL_MS) return hit.result;
    const result = await run();
    this.cached.set(name, { at: Date.now(), result });
    return result;
  }
}

async function bounded(run: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }), CHECK_TIMEOUT_MS);
  });
  try {
    // Only an error code is shown (ECONNREFUSED…): probes are public, connection strings are not.
    return await Promise.race([run().catch((error: unknown) => ({ ok: false, detail: errorCode(error) })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'failed';
}
