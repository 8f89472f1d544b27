import type { Language, Subscription } from '@vitrina/contracts';
import type { PaymentProvider } from '../../adapters/payments';
import { notFound } from '../../http/app-error';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { Clock } from '../accounts/request-context';
import type { PlansService } from './plans.service';

/** What a subscriber does with a running subscription: stop auto-renewal, open the card portal. */
export class SubscriptionActionsService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly now: Clock,
    private readonly publicUrl: string,
  ) {}

  /** Auto-renewal off; the paid period stays usable (status `cancelled`). 404 without a running plan. */
  async cancel(userId: string, language: Language): Promise<Subscription> {
    const row = await this.subscriptions.findByUserId(userId);
    if (!row || row.activeUntil.getTime() <= this.now().getTime()) throw notFound();
    if (row.autoRenew) {
      if (row.provider === this.provider.name && row.providerSubscriptionId) await this.provider.cancelAtPeriodEnd(row.providerSubscriptionId);
      await this.subscriptions.update(userId, { autoRenew: false, cancelledAt: this.now() });
    }
    return this.plans.subscription(userId, language);
  }

  async portal(userId: string, language: Language): Promise<{ url: string }> {
    const row = await this.subscriptions.findByUserId(userId);
    if (!row?.providerCustomerId || row.provider !== this.provider.name) throw notFound();
    const url = await this.provider.portalUrl(row.providerCustomerId, `${this.publicUrl.replace(/\/$/, '')}/${language}/subscriptions`);
    if (!url) throw notFound();
    return { url };
  }
}
