import type { CodeSentResponse, TokenPair } from '@vitrina/contracts';
import type { Mailer } from '../../adapters/mail';
import type { PasswordHasher } from '../../adapters/passwords';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AccountsRepository } from '../../repositories/accounts/accounts.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { admitCodeSend, codeSentAnswer } from './code-sending';
import { codeMail } from './mail/code-mails';
import type { OneTimeCodesService } from './one-time-codes.service';
import { canReceiveMail } from './profile-view';
import type { RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import type { LoginThrottle } from './login-throttle';
import type { ThrottleService } from './throttle.service';

/**
 * Password restore by mailed code. Whether the email has an account changes nothing a caller can
 * observe: the same answer, the same limits, and a code row exists either way (only mailed when
 * there is an account), so even the fifth wrong try behaves the same.
 */
export class PasswordRestoreService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly codes: OneTimeCodesService,
    private readonly throttle: ThrottleService,
    private readonly loginThrottle: LoginThrottle,
    private readonly mailer: Mailer,
    private readonly sessions: SessionsService,
  ) {}

  async request(email: string, context: RequestContext): Promise<CodeSentResponse> {
    await admitCodeSend(this.throttle, 'password_restore', email, context);
    const code = await this.codes.issue('password_restore', email);
    const user = await this.users.findByEmail(email);
    if (user && canReceiveMail(user.email)) {
      // Not awaited: the answer must not take longer when the account exists.
      this.mailer.send(codeMail('password_restore', code, context.language, user.email), context.log).catch((error: unknown) => {
        context.log.error({ err: error }, 'password restore mail failed');
      });
    }
    return codeSentAnswer();
  }

  async verify(email: string, verifyCode: string): Promise<{ data: { valid: true } }> {
    await this.codes.check('password_restore', email, verifyCode);
    return { data: { valid: true } };
  }

  /** Sets the new password, ends every session of the account and signs this client in afresh. */
  async restore(request: { email: string; verifyCode: string; newPassword: string }): Promise<TokenPair> {
    const { email } = request;
    const codeHash = await this.codes.check('password_restore', email, request.verifyCode);
    const user = await this.users.findByEmail(email);
    // Only reachable by guessing a code that was never mailed: answer like a wrong code.
    if (!user) throw new AppError('code_mismatch', 400, { verifyCode: 'code_mismatch' });
    const passwordHash = await this.passwords.hash(request.newPassword);
    await this.db.transaction(async (tx) => {
      await this.codes.consume('password_restore', email, codeHash, tx);
      await this.accounts.setPasswordHash(user.id, passwordHash, tx);
      await this.sessions.revokeAll(user.id, 'password_restored', tx);
    });
    await this.loginThrottle.succeeded(email);
    return this.sessions.start(user.id, 'restore');
  }
}
