import type { HealthResponse } from '@vitrina/contracts';
import { listEngines } from '@vitrina/imaging';
import type { DatabaseHandle } from '../db/client';
import type { QueueProbe } from '../adapters/queue-probe';
import { APP_VERSION } from '../version';

export class HealthService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly queue: QueueProbe,
  ) {}

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
