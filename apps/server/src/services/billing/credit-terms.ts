import type { Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import { addMonths, monthsStarted } from './calendar';

/**
 * A paid term's credits on the ledger. Month k of a term starts at addMonths(termStartedAt, k):
 * the month's credits are granted then, and the unused part of the month before expires first
 * (plan credits are spent before others; credits from registration, promo or transfer never expire).
 * At the end of the term the last month's unused credits expire too. So a 1-month plan loses its
 * unused credits at the end of each month and a longer plan's balance renews at each month start.
 *
 * Every entry carries a ref (grant:<payment>:<k>, expire:<payment>:<k>), so running this twice,
 * or from two processes at once, writes each entry once. Callers hold the user's account lock.
 */
export class CreditTerms {
  constructor(
    private readonly credits: CreditsRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  /** Grants and expiries due by `now`; returns the row as it is afterwards. */
  async advance(subscription: SubscriptionRow, now: Date, tx: Database): Promise<SubscriptionRow> {
    const { termPaymentId, termStartedAt } = subscription;
    if (subscription.termClosed || !termPaymentId || !termStartedAt) return subscription;
    const due = monthsStarted(termStartedAt, subscription.termMonths, now);
    for (let month = subscription.cyclesGranted; month < due; month++) {
      if (month > 0) await this.expireMonth(subscription, month - 1, tx);
      await this.credits.appendOnce(
        {
          userId: subscription.userId,
          kind: 'purchase',
          amount: subscription.creditsPerMonth,
          reason: month === 0 ? `plan:${subscription.plan}:${subscription.termMonths}m` : `monthly_renewal:${subscription.plan}`,
          ref: `grant:${termPaymentId}:${month}`,
        },
        tx,
      );
    }
    const ended = now.getTime() >= addMonths(termStartedAt, subscription.termMonths).getTime();
    if (ended && due > 0) await this.expireMonth(subscription, due - 1, tx);
    const changes = { cyclesGranted: Math.max(due, subscription.cyclesGranted), termClosed: ended };
    if (changes.cyclesGranted !== subscription.cyclesGranted || ended) await this.subscriptions.update(subscription.userId, changes, tx);
    return { ...subscription, ...changes };
  }

  /** Ends the current term now (a new purchase or renewal replaces it): its last month's unused credits expire. */
  async close(subscription: SubscriptionRow, now: Date, tx: Database): Promise<void> {
    const advanced = await this.advance(subscription, now, tx);
    if (advanced.termClosed || !advanced.termPaymentId || advanced.cyclesGranted === 0) return;
    await this.expireMonth(advanced, advanced.cyclesGranted - 1, tx);
    await this.subscriptions.update(advanced.userId, { termClosed: true }, tx);
  }

  private async expireMonth(subscription: SubscriptionRow, month: number, tx: Database): Promise<void> {
    // Plan credits are spent first: what is left above the user's other credits is the unused part.
    const balance = await this.credits.balance(subscription.userId, tx);
    const besides = await this.credits.creditsBesides(subscription.userId, `grant:${subscription.termPaymentId}:${month}`, tx);
    const unused = Math.max(0, Math.min(balance - Math.max(0, besides), subscription.creditsPerMonth));
    // Written even when nothing is left, so that a later run cannot expire credits granted since.
    await this.credits.appendOnce(
      { userId: subscription.userId, kind: 'expire', amount: -unused, reason: `expiry:${subscription.plan}`, ref: `expire:${subscription.termPaymentId}:${month}` },
      tx,
    );
  }
}
