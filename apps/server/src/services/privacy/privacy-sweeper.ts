import type { PrivacyRepository } from '../../repositories/privacy.repository';
import type { Clock } from '../accounts/request-context';
import type { JobLog } from '../jobs/job-runner';
import type { AccountDeletionService } from './account-deletion.service';
import { PeriodicTask } from '../scheduling/periodic-task';

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
  private readonly schedule: PeriodicTask;

  constructor(
    private readonly repository: PrivacyRepository,
    private readonly deletion: AccountDeletionService,
    private readonly now: Clock,
    private readonly log: JobLog,
  ) {
    this.schedule = new PeriodicTask({ queue: 'privacy', schedulerId: 'privacy-sweep', jobName: 'sweep', failureMessage: 'privacy sweeper failed' }, () => this.runOnce(), log);
  }

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

  start(options: { intervalMs: number; redis?: { url: string; prefix: string } }): Promise<void> {
    return this.schedule.start(options);
  }

  stop(): Promise<void> {
    return this.schedule.stop();
  }
}
