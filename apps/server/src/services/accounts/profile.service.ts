import type { Profile, TokenPair } from '@vitrina/contracts';
import type { PasswordHasher } from '../../adapters/passwords';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { AccountsRepository, ProfileChanges } from '../../repositories/accounts/accounts.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { toProfile } from './profile-view';
import type { RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import type { LoginThrottle } from './login-throttle';

export interface ProfileUpdate {
  country?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  jobTitle?: string;
  language?: string;
}

/** The signed-in user's own profile and password. */
export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
  ) {}

  async get(userId: string): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound();
    return toProfile(user);
  }

  /** Only the fields present change; an empty text clears an optional field. */
  async update(userId: string, update: ProfileUpdate): Promise<Profile> {
    const changes: ProfileChanges = {};
    if (update.country !== undefined) changes.country = update.country;
    if (update.phone !== undefined) changes.phone = update.phone;
    if (update.language !== undefined) changes.language = update.language;
    for (const field of ['firstName', 'lastName', 'companyName', 'jobTitle'] as const) {
      const value = update[field];
      if (value !== undefined) changes[field] = value === '' ? null : value;
    }
    const user = Object.keys(changes).length > 0 ? await this.accounts.updateProfile(userId, changes) : await this.users.findById(userId);
    if (!user) throw notFound();
    return toProfile(user);
  }

  /**
   * Checks the current password (wrong tries count like failed logins), sets the new one, ends
   * every session, this one included, and returns tokens of a fresh session for this client.
   */
  async changePassword(userId: string, change: { oldPassword: string; newPassword: string }, context: RequestContext): Promise<TokenPair> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound();
    await this.throttle.begin(user.email, context.ip);
    if (!(await this.passwords.verify(user.passwordHash, change.oldPassword))) {
      throw new AppError('old_password_wrong', 400, { oldPassword: 'old_password_wrong' });
    }
    const passwordHash = await this.passwords.hash(change.newPassword);
    await this.db.transaction(async (tx) => {
      await this.accounts.setPasswordHash(userId, passwordHash, tx);
      await this.sessions.revokeAll(userId, 'password_changed', tx);
    });
    return this.sessions.start(userId, 'password');
  }
}
