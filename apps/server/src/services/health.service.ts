import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@vitrina/contracts';
import { listEngines } from '@vitrina/imaging';
import type { DatabaseHandle } from '../db/client';
import type { QueueProbe } from '../adapters/queue-probe';
import type { FileStorage } from '../adapters/storage';
import { APP_VERSION } from '../version';
import { ReadinessProbe } from './readiness';

export class HealthService {
  private readonly readiness: ReadinessProbe;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly queue: QueueProbe,
    storage: FileStorage,
  ) {
    this.readiness = new ReadinessProbe(database, queue, storage);
  }

  /** Liveness: answering at all is the check. */
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /** Readiness: database, queue, storage and engines (see ReadinessProbe). */
  ready(): Promise<ReadinessResponse> {
    return this.readiness.check();
  }

  async report(): Promise<HealthResponse> {
    const started = performance.now();
    const databaseOk = await this.database.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const queueOk = await this.queue.ping();
    return {
      status: databaseOk && queueOk ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { kind: this.database.kind, status: databaseOk ? 'ok' : 'error', latencyMs },
      queue: { kind: this.queue.kind, status: queueOk ? 'ok' : 'error' },
      engines: listEngines(),
    };
  }
}
