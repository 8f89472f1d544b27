import type { TokenPair } from '@vitrina/contracts';
import type { PasswordHasher } from '../../adapters/passwords';
import { AppError } from '../../http/app-error';
import type { UsersRepository } from '../../repositories/users.repository';
import type { RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import { THROTTLE_RULES, type ThrottleService } from './throttle.service';

/**
 * Email and password sign-in. Unknown email, wrong password and password-less accounts answer
 * the same error after the same work, and all count as failures for the account and the IP.
 */
export class PasswordLoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: ThrottleService,
    private readonly sessions: SessionsService,
  ) {}

  async login(credentials: { email: string; password: string }, context: RequestContext): Promise<TokenPair> {
    const { email, password } = credentials;
    await this.throttle.assertAllowed(THROTTLE_RULES.loginFailuresPerAccount, email);
    await this.throttle.assertAllowed(THROTTLE_RULES.loginFailuresPerIp, context.ip);
    const user = await this.users.findByEmail(email);
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) {
      await this.throttle.record(THROTTLE_RULES.loginFailuresPerAccount, email);
      await this.throttle.record(THROTTLE_RULES.loginFailuresPerIp, context.ip);
      throw new AppError('invalid_credentials', 401);
    }
    await this.throttle.reset(THROTTLE_RULES.loginFailuresPerAccount, email);
    return this.sessions.start(user.id, 'password');
  }
}
