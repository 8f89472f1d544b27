import { Queue, Worker } from 'bullmq';
import type { PrivacyRepository } from '../../repositories/privacy.repository';
import type { Clock } from '../accounts/request-context';
import type { JobLog } from '../jobs/job-runner';
import type { AccountDeletionService } from './account-deletion.service';

export interface SweepResult {
  accountsFinished: number;
  exportsExpired: number;
  filesRemoved: number;
}

/**
 * Finishes what a crash interrupted and what time ended: accounts still marked as being deleted,
 * listed files not yet removed, exports past their 7 days. Idempotent, safe from several processes.
 * Like the monthly credits scheduler: a timer in embedded mode, a repeatable BullMQ job with Redis.
 */
export class PrivacySweeper {
  private timer: NodeJS.Timeout | undefined;
  private queue: Queue | null = null;
  private worker: Worker | null = null;

  constructor(
    private readonly repository: PrivacyRepository,
    private readonly deletion: AccountDeletionService,
    private readonly now: Clock,
    private readonly log: JobLog,
  ) {}

  async runOnce(): Promise<SweepResult> {
    const pending = await this.repository.accountsBeingDeleted();
    for (const userId of pending) {
      await this.deletion.finish(userId);
      this.log.info({ userId }, 'privacy sweeper finished an account deletion');
    }
    const exportsExpired = await this.repository.expireExports(this.now());
    const filesRemoved = await this.deletion.removeListedFiles();
    return { accountsFinished: pending.length, exportsExpired, filesRemoved };
  }

  async start(options: { intervalMs: number; redis?: { url: string; prefix: string } }): Promise<void> {
    const tick = () =>
      this.runOnce().catch((error: unknown) => {
        this.log.error({ err: error }, 'privacy sweeper failed');
      });
    if (!options.redis) {
      // At once on start: a deletion a crash interrupted is finished after the restart.
      void tick();
      this.timer = setInterval(() => void tick(), options.intervalMs);
      this.timer.unref();
      return;
    }
    const connection = { url: options.redis.url, maxRetriesPerRequest: null };
    this.queue = new Queue('privacy', { connection, prefix: options.redis.prefix });
    this.queue.on('error', (error) => this.log.error({ err: error }, 'privacy queue error'));
    await this.queue.upsertJobScheduler('privacy-sweep', { every: options.intervalMs, immediately: true }, { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 100 } });
    this.worker = new Worker('privacy', async () => this.runOnce(), { connection, prefix: options.redis.prefix, concurrency: 1 });
    this.worker.on('error', (error) => this.log.error({ err: error }, 'privacy worker error'));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.worker?.close();
    await this.queue?.close();
  }
}
