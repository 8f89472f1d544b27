import type { AccountDeletion, CodeSentResponse } from '@vitrina/contracts';
import type { Mailer } from '../../adapters/mail';
import type { PasswordHasher } from '../../adapters/passwords';
import type { FileStorage } from '../../adapters/storage';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { PrivacyRepository } from '../../repositories/privacy.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { admitCodeSend, codeSentAnswer } from '../accounts/code-sending';
import type { LoginThrottle } from '../accounts/login-throttle';
import { codeMail } from '../accounts/mail/code-mails';
import type { OneTimeCodesService } from '../accounts/one-time-codes.service';
import type { Clock, RequestContext } from '../accounts/request-context';
import type { ThrottleService } from '../accounts/throttle.service';
import type { JobLog } from '../jobs/job-runner';

export interface AccountDeletionDeps {
  repository: PrivacyRepository;
  users: UsersRepository;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  throttle: ThrottleService;
  codes: OneTimeCodesService;
  mailer: Mailer;
  storage: FileStorage;
  /** Drops cached variants (thumbnails) of a removed file. */
  forgetVariants: (storageKey: string) => Promise<void>;
  now: Clock;
  log: JobLog;
}

const STORAGE_BATCH = 100;

/**
 * "Delete my account", in steps that can each be repeated: (1) one transaction cuts every way in
 * (credentials, sessions, API key, share links) and frees the e-mail; (2) one transaction lists the
 * files and deletes the rows; (3) files are removed one by one from that list. A crash between
 * steps leaves a marked user or a listed file, which the privacy sweeper finishes.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** Mails a confirmation code; only for accounts without a password (Google, Telegram). */
  async sendCode(userId: string, context: RequestContext): Promise<CodeSentResponse> {
    const user = await this.deps.users.findById(userId);
    if (!user || user.deletingAt) throw notFound();
    if (user.passwordHash) throw badRequest('validation_failed', { password: 'password_required' });
    await admitCodeSend(this.deps.throttle, 'account_deletion', user.email, context);
    const code = await this.deps.codes.issue('account_deletion', user.email);
    this.deps.mailer.send(codeMail('account_deletion', code, context.language, user.email), context.log).catch((error: unknown) => {
      context.log.error({ err: error }, 'account deletion code mail not sent');
    });
    return codeSentAnswer();
  }

  async delete(userId: string, proof: AccountDeletion, context: RequestContext): Promise<void> {
    const user = await this.deps.users.findById(userId);
    if (!user || user.deletingAt) throw notFound();
    if (user.passwordHash) {
      if (proof.password === undefined) throw badRequest('validation_failed', { password: 'password_required' });
      await this.deps.loginThrottle.begin(user.email, context.ip);
      if (!(await this.deps.passwords.verify(user.passwordHash, proof.password))) throw new AppError('old_password_wrong', 400, { password: 'old_password_wrong' });
    } else {
      if (proof.code === undefined) throw badRequest('validation_failed', { code: 'field_required' });
      const hash = await this.deps.codes.check('account_deletion', user.email, proof.code);
      await this.deps.codes.consume('account_deletion', user.email, hash);
    }
    if (!(await this.deps.repository.markDeleting(userId, this.deps.now()))) throw notFound();
    context.log.info({ userId }, 'account deletion started');
    try {
      await this.finish(userId);
    } catch (error) {
      // Access is gone already; the sweeper finishes rows and files.
      this.deps.log.error({ err: error, userId }, 'account deletion interrupted; the privacy sweeper will finish it');
    }
  }

  /** Steps 2 and 3 for one marked account. Idempotent. */
  async finish(userId: string): Promise<void> {
    await this.deps.repository.deleteAccountRows(userId);
    await this.removeListedFiles();
  }

  /** Step 3: every listed file that no row uses any more leaves storage, then the list. */
  async removeListedFiles(): Promise<number> {
    let removed = 0;
    for (;;) {
      const keys = await this.deps.repository.pendingStorageDeletions(STORAGE_BATCH);
      if (keys.length === 0) return removed;
      for (const key of keys) {
        if (!(await this.deps.repository.storageKeyInUse(key))) {
          await this.deps.storage.delete(key);
          await this.deps.forgetVariants(key);
          removed += 1;
        }
        await this.deps.repository.storageDeletionDone([key]);
      }
    }
  }
}
