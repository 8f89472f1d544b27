import { FREE_GENERATIONS_ON_REGISTRATION, TRIAL_DAYS, type Language } from '@vitrina/contracts';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { systemClock, type Clock } from './request-context';

export interface NewAccount {
  email: string;
  language: Language;
  country: string;
  passwordHash?: string;
  phone?: string;
  firstName?: string | null;
  lastName?: string | null;
  googleSubject?: string;
  telegramId?: string;
}

/**
 * The one way accounts are created: the user row (with the 14-day trial) and the registration
 * grant of free generations in one transaction, plus whatever the caller must do atomically with it (use up a code).
 */
export class AccountCreationService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly credits: CreditsRepository,
    private readonly now: Clock = systemClock,
  ) {}

  /** Throws `email_taken` (409) when the email, Google account or Telegram id is already registered. */
  async create(account: NewAccount, alongside?: (tx: Database) => Promise<void>): Promise<UserRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const user = await this.users.insert(
          {
            email: account.email,
            language: account.language,
            country: account.country,
            passwordHash: account.passwordHash ?? null,
            phone: account.phone ?? null,
            firstName: account.firstName || null,
            lastName: account.lastName || null,
            googleSubject: account.googleSubject ?? null,
            telegramId: account.telegramId ?? null,
            trialEndsAt: new Date(this.now().getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
          },
          tx,
        );
        await this.credits.append({ userId: user.id, kind: 'grant', amount: FREE_GENERATIONS_ON_REGISTRATION, reason: 'registration' }, tx);
        await alongside?.(tx);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('email_taken', 409, { email: 'email_taken' });
      throw error;
    }
  }
}

/** PostgreSQL and PGlite both report SQLSTATE 23505; Drizzle may wrap the driver error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
