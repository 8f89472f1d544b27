import { DEFAULT_MESSENGER_COUNTRY, type RegistrationResponse, type TelegramLogin, type TokenPair } from '@vitrina/contracts';
import { checkTelegramLogin } from '../../adapters/telegram-login';
import type { UserRow } from '../../db/schema';
import type { AccountsRepository } from '../../repositories/accounts/accounts.repository';
import type { PendingRegistrationsRepository } from '../../repositories/accounts/pending-registrations.repository';
import type { AccountCreationService } from './account-creation.service';
import { telegramPlaceholderEmail, toProfile } from './profile-view';
import type { Clock, RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import { authorizationFailed, isEmailTaken, notConfigured, PENDING_REGISTRATION_TTL_MS, registrationRequired } from './social-registration';

/** Telegram Login Widget sign-in: signed payload in, tokens or a 409 with a sessionId out. */
export class TelegramLoginService {
  constructor(
    private readonly botToken: string | undefined,
    private readonly pending: PendingRegistrationsRepository,
    private readonly accounts: AccountsRepository,
    private readonly creator: AccountCreationService,
    private readonly sessions: SessionsService,
    private readonly now: Clock,
  ) {}

  get enabled(): boolean {
    return this.botToken !== undefined;
  }

  async login(payload: TelegramLogin, context: RequestContext): Promise<TokenPair> {
    if (!this.botToken) throw notConfigured();
    const now = this.now();
    const check = checkTelegramLogin(payload, this.botToken, now.getTime());
    if (check !== 'valid') {
      context.log.warn({ check, telegramId: payload.id }, 'Telegram login rejected');
      throw authorizationFailed();
    }
    const telegramId = String(payload.id);
    const known = await this.accounts.findByTelegramId(telegramId);
    if (known) return this.sessions.start(known.id, 'telegram');
    const entry = await this.pending.create(
      {
        provider: 'telegram',
        subject: telegramId,
        email: null,
        firstName: payload.first_name ?? null,
        lastName: payload.last_name ?? null,
        expiresAt: new Date(now.getTime() + PENDING_REGISTRATION_TTL_MS),
      },
      now,
    );
    throw registrationRequired(entry.id);
  }

  async register(request: { sessionId: string; countryCode?: string }, context: RequestContext): Promise<RegistrationResponse> {
    if (!this.botToken) throw notConfigured();
    const entry = await this.pending.take(request.sessionId, 'telegram', this.now());
    if (!entry) throw authorizationFailed();
    // Two tabs finishing the same sign-up: the second one just signs in, also when both got past
    // this check at once (the loser of the insert finds the winner's account). Telegram gives no
    // email and the placeholder address is the Telegram id's own, so this never says `email_taken`.
    const existing = await this.accounts.findByTelegramId(entry.subject);
    if (existing) return this.signIn(existing, 'telegram');
    let user;
    try {
      user = await this.creator.create({
        email: telegramPlaceholderEmail(entry.subject),
        telegramId: entry.subject,
        firstName: entry.firstName,
        lastName: entry.lastName,
        country: request.countryCode ?? DEFAULT_MESSENGER_COUNTRY,
        language: context.language,
      });
    } catch (error) {
      const winner = isEmailTaken(error) ? await this.accounts.findByTelegramId(entry.subject) : undefined;
      if (!winner) throw isEmailTaken(error) ? authorizationFailed() : error;
      return this.signIn(winner, 'telegram');
    }
    return this.signIn(user, 'registration');
  }

  private async signIn(user: UserRow, reason: 'telegram' | 'registration'): Promise<RegistrationResponse> {
    const tokens = await this.sessions.start(user.id, reason);
    return { ...tokens, data: toProfile(user) };
  }
}
