import type { Mailer } from '../../adapters/mail';
import { PasswordHasher } from '../../adapters/passwords';
import type { FileStorage } from '../../adapters/storage';
import type { AppConfig } from '../../config/config';
import type { AccountRepositories } from '../../repositories/accounts';
import type { PrivacyRepository } from '../../repositories/privacy.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { LoginThrottle } from '../accounts/login-throttle';
import { OneTimeCodesService } from '../accounts/one-time-codes.service';
import { systemClock, type Clock } from '../accounts/request-context';
import { ThrottleService } from '../accounts/throttle.service';
import type { ImagesService } from '../images.service';
import type { JobsService } from '../jobs.service';
import type { InternalJobs } from '../jobs/internal-jobs';
import type { JobLog } from '../jobs/job-runner';
import { AccountDeletionService } from './account-deletion.service';
import { accountExportJob } from './account-export.job';
import { AccountExportService } from './account-export.service';
import { PrivacySweeper } from './privacy-sweeper';

export { AccountDeletionService } from './account-deletion.service';
export { AccountExportService } from './account-export.service';
export { PrivacySweeper } from './privacy-sweeper';

export interface PrivacyServices {
  exports: AccountExportService;
  deletion: AccountDeletionService;
  sweeper: PrivacySweeper;
}

export interface PrivacySetup {
  config: AppConfig;
  repository: PrivacyRepository;
  repositories: AccountRepositories & { users: UsersRepository };
  storage: FileStorage;
  images: ImagesService;
  jobs: JobsService;
  internalJobs: InternalJobs;
  mailer: Mailer;
  clock?: Clock;
  log: JobLog;
}

/** Issue 26: account export (an internal job), account deletion and the sweeper that finishes both. */
export function createPrivacyServices(setup: PrivacySetup): PrivacyServices {
  const now = setup.clock ?? systemClock;
  const { repository, repositories: repos, storage, log } = setup;
  const job = accountExportJob({ repository, storage, mailer: setup.mailer, publicUrl: setup.config.PUBLIC_URL, now, log });
  setup.internalJobs.set(job.name, job);
  const deletion = new AccountDeletionService({
    repository,
    users: repos.users,
    passwords: new PasswordHasher(),
    loginThrottle: new LoginThrottle(repos.throttle, now),
    throttle: new ThrottleService(repos.throttle, now),
    codes: new OneTimeCodesService(repos.oneTimeCodes, now),
    mailer: setup.mailer,
    storage,
    forgetVariants: (key) => setup.images.forgetVariants(key),
    now,
    log,
  });
  return {
    exports: new AccountExportService(repository, setup.jobs, storage, now),
    deletion,
    sweeper: new PrivacySweeper(repository, deletion, now, log),
  };
}
