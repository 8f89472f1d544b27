import { DEFAULT_MESSENGER_COUNTRY, type TokenPair } from '@vitrina/contracts';
import type { TransferredBilling, TransferTokenVerifier } from '../../adapters/transfer-tokens';
import { AppError } from '../../http/app-error';
import type { SpentNoncesRepository } from '../../repositories/accounts/spent-nonces.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import type { AccountCreationService } from './account-creation.service';
import type { Clock, RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import { notConfigured } from './social-registration';

export interface TransferBillingImport {
  import(userId: string, tokenId: string, billing: TransferredBilling, now: Date): Promise<boolean>;
}

const transferFailed = () => new AppError('transfer_failed', 400);

/**
 * Account transfer from the sibling product: its signed token names the email; the account is
 * found or created (with the registration grant) and signed in; a balance or subscription it
 * carries is imported. Each token works once.
 */
export class TransferLoginService {
  constructor(
    private readonly verifier: TransferTokenVerifier | null,
    private readonly spentNonces: SpentNoncesRepository,
    private readonly users: UsersRepository,
    private readonly creator: AccountCreationService,
    private readonly sessions: SessionsService,
    private readonly now: Clock,
    /** Billing's import of the balance and subscription a token carries (once per token). */
    private readonly billingImport: TransferBillingImport | null = null,
  ) {}

  get enabled(): boolean {
    return this.verifier !== null;
  }

  async login(accessToken: string, context: RequestContext): Promise<TokenPair> {
    if (!this.verifier) throw notConfigured();
    const now = this.now();
    const identity = await this.verifier.verify(accessToken, now.getTime());
    if (!identity) {
      context.log.warn('transfer token rejected');
      throw transferFailed();
    }
    if (!(await this.spentNonces.spend('transfer', identity.tokenId, identity.expiresAt, now))) throw transferFailed();
    const user = (await this.users.findByEmail(identity.email)) ?? (await this.createOrFind(identity, context));
    if (identity.billing && this.billingImport) await this.billingImport.import(user.id, identity.tokenId, identity.billing, now);
    return this.sessions.start(user.id, 'transfer');
  }

  private async createOrFind(
    identity: { email: string; firstName: string | null; lastName: string | null; country: string | null },
    context: RequestContext,
  ) {
    try {
      return await this.creator.create({
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        country: identity.country ?? DEFAULT_MESSENGER_COUNTRY,
        language: context.language,
      });
    } catch (error) {
      // Created by a concurrent transfer of the same person.
      const existing = await this.users.findByEmail(identity.email);
      if (existing) return existing;
      throw error;
    }
  }
}
