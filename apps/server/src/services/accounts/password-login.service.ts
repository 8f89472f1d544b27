import type { TokenPair } from '@vitrina/contracts';
import type { PasswordHasher } from '../../adapters/passwords';
import { AppError } from '../../http/app-error';
import type { UsersRepository } from '../../repositories/users.repository';
import type { RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import type { LoginThrottle } from './login-throttle';

/**
 * Email and password sign-in. Unknown email, wrong password and password-less accounts answer
 * the same error after the same work. Every attempt is counted before the password is checked
 * (LoginThrottle), per account+address and per address.
 */
export class PasswordLoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
  ) {}

  async login(credentials: { email: string; password: string }, context: RequestContext): Promise<TokenPair> {
    const { email, password } = credentials;
    await this.throttle.begin(email, context.ip);
    const user = await this.users.findByEmail(email);
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) throw new AppError('invalid_credentials', 401);
    await this.throttle.succeeded(email);
    return this.sessions.start(user.id, 'password');
  }
}
