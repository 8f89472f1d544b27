import type { TransferredBilling } from '../../adapters/transfer-tokens';
import type { Database } from '../../db/client';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { BillingCatalog } from './catalog';

/**
 * Brings the balance and subscription a transfer token carries onto the account, once per token
 * (the ledger ref `transfer:<token id>`; the token's nonce is spent by the sign-in as well). A
 * subscription is taken only when it is still running, names a plan of the catalogue and the
 * account has no longer one; it does not renew here (no payment method came with it).
 */
export class TransferImport {
  constructor(
    private readonly db: Database,
    private readonly catalog: BillingCatalog,
    private readonly credits: CreditsRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async import(userId: string, tokenId: string, billing: TransferredBilling, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.credits.lockAccount(userId, tx);
      const first = await this.credits.appendOnce({ userId, kind: 'grant', amount: billing.credits, reason: 'transfer', ref: `transfer:${tokenId}` }, tx);
      if (!first) return false;
      const carried = billing.subscription;
      const plan = carried ? this.catalog.plans.find((candidate) => candidate.id === carried.plan) : undefined;
      if (!carried || !plan || carried.activeUntil.getTime() <= now.getTime()) return true;
      const current = await this.subscriptions.lockByUserId(userId, tx);
      if (current && current.activeUntil.getTime() >= carried.activeUntil.getTime()) return true;
      await this.subscriptions.upsert(
        {
          userId,
          plan: plan.id,
          termMonths: carried.months,
          activeUntil: carried.activeUntil,
          autoRenew: false,
          cancelledAt: null,
          provider: current?.provider ?? 'test',
          providerSubscriptionId: null,
          providerCustomerId: current?.providerCustomerId ?? null,
          creditsPerMonth: plan.credits,
          // The transferred balance is the credits; no monthly grants are owed by Vitrina.
          termPaymentId: null,
          termStartedAt: null,
          cyclesGranted: 0,
          termClosed: true,
          paymentFailedAt: null,
        },
        tx,
      );
      return true;
    });
  }
}
