import type { Database } from '../../db/client';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { Clock } from '../accounts/request-context';
import type { JobLog } from '../jobs/job-runner';
import type { CreditTerms } from './credit-terms';
import { PeriodicTask } from '../scheduling/periodic-task';

/**
 * Month starts and term ends for every open term (CreditTerms does the ledger work). Idempotent:
 * run it as often as you like, from several processes at once. Embedded mode runs it on a timer
 * in the server process; scale mode as a repeatable BullMQ job that one worker picks up per tick.
 */
export class CreditScheduler {
  private readonly schedule: PeriodicTask;

  constructor(
    private readonly db: Database,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly credits: CreditsRepository,
    private readonly terms: CreditTerms,
    private readonly now: Clock,
    log: JobLog,
  ) {
    this.schedule = new PeriodicTask({ queue: 'billing', schedulerId: 'monthly-credits', jobName: 'advance', failureMessage: 'monthly credits scheduler failed' }, () => this.runOnce(), log);
  }

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

  start(options: { intervalMs: number; redis?: { url: string; prefix: string } }): Promise<void> {
    return this.schedule.start(options);
  }

  stop(): Promise<void> {
    return this.schedule.stop();
  }
}
