import { Queue, Worker } from 'bullmq';
import type { Database } from '../../db/client';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { Clock } from '../accounts/request-context';
import type { JobLog } from '../jobs/job-runner';
import type { CreditTerms } from './credit-terms';

/**
 * Month starts and term ends for every open term (CreditTerms does the ledger work). Idempotent:
 * run it as often as you like, from several processes at once. Embedded mode runs it on a timer
 * in the server process; scale mode as a repeatable BullMQ job that one worker picks up per tick.
 */
export class CreditScheduler {
  private timer: NodeJS.Timeout | undefined;
  private queue: Queue | null = null;
  private worker: Worker | null = null;

  constructor(
    private readonly db: Database,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly credits: CreditsRepository,
    private readonly terms: CreditTerms,
    private readonly now: Clock,
    private readonly log: JobLog,
  ) {}

  /** One pass over the open terms at the clock's time; returns how many terms it looked at. */
  async runOnce(): Promise<number> {
    const open = await this.subscriptions.openTerms();
    for (const candidate of open) {
      await this.db.transaction(async (tx) => {
        await this.credits.lockAccount(candidate.userId, tx);
        const row = await this.subscriptions.lockByUserId(candidate.userId, tx);
        if (row) await this.terms.advance(row, this.now(), tx);
      });
    }
    return open.length;
  }

  async start(options: { intervalMs: number; redis?: { url: string; prefix: string } }): Promise<void> {
    const tick = () =>
      this.runOnce().catch((error: unknown) => {
        this.log.error({ err: error }, 'monthly credits scheduler failed');
      });
    if (!options.redis) {
      void tick();
      this.timer = setInterval(() => void tick(), options.intervalMs);
      this.timer.unref();
      return;
    }
    const connection = { url: options.redis.url, maxRetriesPerRequest: null };
    this.queue = new Queue('billing', { connection, prefix: options.redis.prefix });
    this.queue.on('error', (error) => this.log.error({ err: error }, 'billing queue error'));
    await this.queue.upsertJobScheduler('monthly-credits', { every: options.intervalMs, immediately: true }, { name: 'advance', opts: { removeOnComplete: true, removeOnFail: 100 } });
    this.worker = new Worker('billing', async () => this.runOnce(), { connection, prefix: options.redis.prefix, concurrency: 1 });
    this.worker.on('error', (error) => this.log.error({ err: error }, 'billing worker error'));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.worker?.close();
    await this.queue?.close();
  }
}
