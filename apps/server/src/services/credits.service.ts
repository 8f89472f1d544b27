import type { CreditsSummary, PlanStatus } from '@vitrina/contracts';
import type { Database } from '../db/client';
import type { SubscriptionRow } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import type { CreditsRepository } from '../repositories/credits.repository';
import type { SubscriptionsRepository } from '../repositories/subscriptions.repository';

/** What a reservation is for. */
export interface JobCharge {
  userId: string;
  jobId: string;
  cost: number;
  tool: string;
}

export function planStatus(subscription: SubscriptionRow | undefined, now = new Date()): PlanStatus {
  if (!subscription) return 'free';
  return subscription.activeUntil.getTime() > now.getTime() ? 'active' : 'expired';
}

/**
 * Credits on the append-only ledger. A job's life writes: `reserve` (-cost) when accepted, then
 * exactly one settlement: `capture` (amount 0: the reservation is consumed, the balance stays
 * down) on success, or `release` (+cost) on failure or cancellation. The balance is the sum of
 * amounts at every moment, so credits held by running jobs are never spendable twice.
 */
export class CreditsService {
  constructor(
    private readonly db: Database,
    private readonly credits: CreditsRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async summary(userId: string): Promise<CreditsSummary> {
    const [balance, reserved, subscription] = await Promise.all([
      this.credits.balance(userId),
      this.credits.reserved(userId),
      this.subscriptions.findByUserId(userId),
    ]);
    return {
      balance,
      reserved,
      plan: subscription?.plan ?? 'free',
      status: planStatus(subscription),
      activeUntil: subscription?.activeUntil.toISOString() ?? null,
      autoRenew: subscription?.autoRenew ?? false,
    };
  }

  /**
   * Inside the caller's transaction, before anything is written: locks the user's account until
   * commit (so parallel requests decide one after the other), then refuses a balance below the
   * cost (402 no_credits). An expired plan (403 plan_expired) is refused before, by plan gating
   * (billing's PlansService.authorizeFeature), which reads billing's clock.
   */
  async authorize(userId: string, cost: number, tx: Database): Promise<void> {
    if (!(await this.credits.lockAccount(userId, tx))) throw notFound();
    if ((await this.credits.balance(userId, tx)) < cost) throw new AppError('no_credits', 402);
  }

  /** Writes the reservation; call after `authorize` in the same transaction. */
  async reserve(charge: JobCharge, tx: Database): Promise<void> {
    if (charge.cost <= 0) return;
    await this.credits.reserveForJob({ userId: charge.userId, jobId: charge.jobId, kind: 'reserve', amount: -charge.cost, reason: `job:${charge.tool}` }, tx);
  }

  /** Success: the reservation is kept. Idempotent (one settlement per job). */
  async capture(charge: JobCharge, tx: Database): Promise<void> {
    if (charge.cost <= 0) return;
    await this.credits.settleJob({ userId: charge.userId, jobId: charge.jobId, kind: 'capture', amount: 0, reason: `job:${charge.tool}:succeeded` }, tx);
  }

  /** Failure or cancellation: the reservation is given back. Idempotent (one settlement per job). */
  async release(charge: JobCharge, outcome: 'failed' | 'cancelled', tx: Database): Promise<void> {
    if (charge.cost <= 0) return;
    await this.credits.settleJob({ userId: charge.userId, jobId: charge.jobId, kind: 'release', amount: charge.cost, reason: `job:${charge.tool}:${outcome}` }, tx);
  }

  /** For tests and admin tools: the ledger balance now. */
  balance(userId: string): Promise<number> {
    return this.credits.balance(userId, this.db);
  }
}
