import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@vitrina/contracts';
import { listEngines } from '@vitrina/imaging';
import type { DatabaseHandle } from '../db/client';
import type { QueueProbe } from '../adapters/queue-probe';
import type { FileStorage } from '../adapters/storage';
import { DiffusionEngines } from '../adapters/diffusion';
import { APP_VERSION } from '../version';
import { ReadinessProbe } from './readiness';

export class HealthService {
  private readonly readiness: ReadinessProbe;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly queue: QueueProbe,
    storage: FileStorage,
    private readonly diffusion: DiffusionEngines = new DiffusionEngines([]),
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
    const [queueOk, diffusion] = await Promise.all([this.queue.ping(), this.diffusion.health()]);
    // A diffusion engine that is down or lacks nodes is reported here; the service stays up (the studio engine serves).
    const diffusionEngines = diffusion.map((engine) => ({
      id: engine.id,
      tools: engine.tasks,
      kind: 'diffusion' as const,
      ready: engine.state === 'ready',
      state: engine.state,
      ...(engine.missingNodes ? { missingNodes: engine.missingNodes } : {}),
      ...(engine.problem ? { problem: engine.problem } : {}),
    }));
    return {
      status: databaseOk && queueOk ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { kind: this.database.kind, status: databaseOk ? 'ok' : 'error', latencyMs },
      queue: { kind: this.queue.kind, status: queueOk ? 'ok' : 'error' },
      engines: [...listEngines(), ...diffusionEngines],
    };
  }
}
