import type { Language, Plan, PlanFeature, PlanLimits, PlanTermMonths, Subscription, SubscriptionStatus } from '@vitrina/contracts';
import { PLAN_TERMS_MONTHS } from '@vitrina/contracts';
import type { Database } from '../../db/client';
import type { SubscriptionRow, UserRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { ConcurrencyCaps } from '../../repositories/job-queue-order';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import type { Clock } from '../accounts/request-context';
import type { BillingCatalog, CatalogPlan } from './catalog';
import { termPrice } from './pricing';

/** What a user is entitled to now, derived from the subscription row and the trial date. */
export interface Entitlement {
  status: SubscriptionStatus;
  plan: CatalogPlan | null;
  features: readonly PlanFeature[];
  limits: PlanLimits;
}

export function entitlementOf(catalog: BillingCatalog, user: Pick<UserRow, 'trialEndsAt'>, subscription: SubscriptionRow | undefined, now: Date): Entitlement {
  const plan = subscription ? (catalog.plans.find((candidate) => candidate.id === subscription.plan) ?? null) : null;
  if (subscription && subscription.activeUntil.getTime() > now.getTime()) {
    const tier = plan ?? { features: catalog.free.features, limits: catalog.free.limits };
    return { status: subscription.autoRenew ? 'active' : 'cancelled', plan, features: tier.features, limits: tier.limits };
  }
  if (user.trialEndsAt && user.trialEndsAt.getTime() > now.getTime()) return { status: 'trial', plan: null, ...catalog.trial };
  const free = { plan: null, features: catalog.free.features, limits: catalog.free.limits };
  return subscription ? { status: 'expired', ...free } : { status: 'none', ...free };
}

/**
 * Plans from the operator's catalogue, the caller's subscription and plan gating. Every tool run
 * asks `authorizeFeature` where the job is created, so the web and the public API obey the same rule.
 */
export class PlansService {
  constructor(
    private readonly db: Database,
    readonly catalog: BillingCatalog,
    private readonly users: UsersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly credits: CreditsRepository,
    private readonly now: Clock,
    private readonly portalAvailable: boolean,
  ) {}

  list(language: Language): Plan[] {
    return this.catalog.plans.map((plan) => this.toPlan(plan, language));
  }

  /** The plan and term or 400 plan_unknown. */
  find(planId: string, months: number): { plan: CatalogPlan; months: PlanTermMonths } {
    const plan = this.catalog.plans.find((candidate) => candidate.id === planId);
    const term = PLAN_TERMS_MONTHS.find((candidate) => candidate === months);
    if (!plan || term === undefined) throw new AppError('plan_unknown', 400);
    return { plan, months: term };
  }

  planName(planId: string, language: Language): string {
    return this.catalog.plans.find((plan) => plan.id === planId)?.name[language] ?? planId;
  }

  async entitlement(userId: string, db: Database = this.db): Promise<Entitlement> {
    const user = await this.users.findById(userId, db);
    if (!user) throw notFound();
    return entitlementOf(this.catalog, user, await this.subscriptions.findByUserId(userId, db), this.now());
  }

  async subscription(userId: string, language: Language): Promise<Subscription> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound();
    const [row, balance, reserved] = await Promise.all([this.subscriptions.findByUserId(userId), this.credits.balance(userId), this.credits.reserved(userId)]);
    const entitlement = entitlementOf(this.catalog, user, row, this.now());
    const months = row ? (PLAN_TERMS_MONTHS.find((term) => term === row.termMonths) ?? null) : null;
    return {
      status: entitlement.status,
      planId: row?.plan ?? null,
      planName: row ? this.planName(row.plan, language) : null,
      months,
      activeUntil: row?.activeUntil.toISOString() ?? null,
      autoRenew: row ? row.autoRenew && entitlement.status === 'active' : false,
      credits: balance,
      reserved,
      trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
      features: [...entitlement.features],
      canManageBilling: this.portalAvailable && Boolean(row?.providerCustomerId),
    };
  }

  /**
   * Plan gating for one tool run: an expired paid plan refuses paid runs (403 plan_expired); a
   * feature outside the caller's plan answers 403 feature_unavailable.
   */
  async authorizeFeature(userId: string, feature: PlanFeature, paid: boolean, db: Database = this.db): Promise<void> {
    const entitlement = await this.entitlement(userId, db);
    if (paid && entitlement.status === 'expired') throw new AppError('plan_expired', 403);
    if (!entitlement.features.includes(feature)) throw new AppError('feature_unavailable', 403);
  }

  /** The caller's rate limit, concurrency and storage quota (for the public API and hardening). */
  async limitsFor(userId: string): Promise<PlanLimits> {
    return (await this.entitlement(userId)).limits;
  }

  /**
   * The catalogue's jobs-at-once figures for the job scheduler, which enforces them in SQL with
   * the same rule as `entitlementOf` (active plan, else trial, else free).
   */
  concurrencyCaps(): ConcurrencyCaps {
    return {
      free: this.catalog.free.limits.concurrency,
      trial: this.catalog.trial.limits.concurrency,
      plans: Object.fromEntries(this.catalog.plans.map((plan) => [plan.id, plan.limits.concurrency])),
    };
  }

  private toPlan(plan: CatalogPlan, language: Language): Plan {
    return {
      id: plan.id,
      name: plan.name[language],
      description: plan.description[language],
      credits: plan.credits,
      currency: this.catalog.currency,
      features: [...plan.features],
      popular: plan.popular,
      terms: PLAN_TERMS_MONTHS.map((months) => {
        const price = termPrice(this.catalog, plan, months);
        return {
          months,
          price: price.price,
          pricePerMonth: price.pricePerMonth,
          fullPrice: price.fullPrice,
          currency: this.catalog.currency,
          discountPercent: price.termDiscountPercent,
          credits: plan.credits,
        };
      }),
    };
  }
}
