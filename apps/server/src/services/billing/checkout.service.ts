import { randomUUID } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, Language, Payment, PlanTermMonths, PromoCheck, PromoCheckRequest, TestModeSession } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments';
import type { Database } from '../../db/client';
import type { PaymentRow, UserRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { PaymentsRepository } from '../../repositories/payments.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import type { Clock } from '../accounts/request-context';
import type { OffersService } from './offers.service';
import type { PlansService } from './plans.service';
import { applyPercent, termPrice } from './pricing';

/** What a purchase costs: the term price, then the larger of the promo and the campaign discount. */
export interface Quote {
  planId: string;
  months: PlanTermMonths;
  termAmount: number;
  discountPercent: number;
  amount: number;
  currency: string;
  promoCode: string | null;
}

/**
 * Checkout: prices are computed here from the catalogue, never taken from the client. A payments
 * row is written (pending) before the provider is asked, so open sessions count against promo
 * limits and the webhook finds what was sold.
 */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly plans: PlansService,
    private readonly offers: OffersService,
    private readonly users: UsersRepository,
    private readonly payments: PaymentsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly credits: CreditsRepository,
    private readonly now: Clock,
    private readonly publicUrl: string,
  ) {}

  get testMode(): boolean {
    return this.provider.name === 'test';
  }

  async quote(user: UserRow, planId: string, months: number, promoCode: string | undefined, db: Database = this.db): Promise<Quote> {
    const { plan, months: term } = this.plans.find(planId, months);
    const now = this.now();
    const termAmount = termPrice(this.plans.catalog, plan, term).price;
    const promo = promoCode ? await this.offers.evaluate(user, promoCode, plan.id, term, now, db) : null;
    const campaign = this.offers.campaignDiscount(now);
    const usePromo = promo !== null && promo.percentOff >= campaign;
    const discountPercent = usePromo ? promo.percentOff : campaign;
    return {
      planId: plan.id,
      months: term,
      termAmount,
      discountPercent,
      amount: applyPercent(termAmount, discountPercent),
      currency: this.plans.catalog.currency,
      promoCode: usePromo ? promo.code : null,
    };
  }

  async checkPromo(userId: string, request: PromoCheckRequest): Promise<PromoCheck> {
    const user = await this.userOf(userId);
    const promo = await this.offers.evaluate(user, request.code, this.plans.find(request.planId, request.months).plan.id, request.months, this.now());
    const quote = await this.quote(user, request.planId, request.months, request.code);
    return { code: promo.code, discountPercent: quote.discountPercent, amount: quote.amount, fullAmount: quote.termAmount, currency: quote.currency };
  }

  async checkout(userId: string, request: CheckoutRequest, language: Language): Promise<CheckoutSession> {
    const user = await this.userOf(userId);
    const paymentId = randomUUID();
    const placeholder = `pending:${paymentId}`;
    // One transaction per code and user: two checkouts at once cannot both take a single-use code.
    const { quote, payment } = await this.db.transaction(async (tx) => {
      await this.credits.lockAccount(userId, tx);
      if (request.promoCode) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'promo:' + request.promoCode.trim().toUpperCase()}))`);
      const quote = await this.quote(user, request.planId, request.months, request.promoCode, tx);
      const payment = await this.payments.insert(
        {
          id: paymentId,
          userId,
          provider: this.provider.name,
          sessionId: placeholder,
          kind: 'purchase',
          planId: quote.planId,
          termMonths: quote.months,
          amount: quote.amount,
          fullAmount: quote.termAmount,
          currency: quote.currency,
          discountPercent: quote.discountPercent,
          promoCode: quote.promoCode,
          status: 'pending',
          expiresAt: new Date(this.now().getTime() + 10 * 60_000),
        },
        tx,
      );
      return { quote, payment };
    });
    const base = this.publicUrl.replace(/\/$/, '');
    const subscription = await this.subscriptions.findByUserId(userId);
    try {
      const session = await this.provider.createCheckout({
        paymentId: payment.id,
        userId,
        email: user.email,
        customerId: subscription?.provider === this.provider.name ? (subscription.providerCustomerId ?? null) : null,
        productName: `Vitrina ${this.plans.planName(quote.planId, 'en')} (${quote.months} mo)`,
        currency: quote.currency,
        months: quote.months,
        termAmount: quote.termAmount,
        amount: quote.amount,
        successUrl: `${base}/${language}/subscriptions/thank-you?session={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/${language}/subscriptions`,
      });
      await this.payments.update(payment.id, { sessionId: session.sessionId, expiresAt: session.expiresAt });
      return {
        sessionId: session.sessionId,
        url: session.url ?? `/${language}/subscriptions/checkout/${encodeURIComponent(session.sessionId)}`,
        amount: quote.amount,
        currency: quote.currency,
        discountPercent: quote.discountPercent,
        testMode: this.testMode,
      };
    } catch (error) {
      await this.payments.transition(payment.id, ['pending'], { status: 'expired' });
      throw error;
    }
  }

  /** A test-mode session for Vitrina's checkout page: its owner only; 404 with Stripe configured. */
  async testSession(userId: string, sessionId: string, language: Language): Promise<TestModeSession> {
    const payment = await this.ownTestPayment(userId, sessionId);
    const open = payment.status === 'pending' && payment.expiresAt.getTime() > this.now().getTime();
    return {
      id: payment.sessionId,
      planId: payment.planId,
      planName: this.plans.planName(payment.planId, language),
      months: asTerm(payment.termMonths),
      amount: payment.amount,
      fullAmount: payment.fullAmount,
      currency: payment.currency,
      discountPercent: payment.discountPercent,
      promoCode: payment.promoCode,
      status: payment.status === 'paid' ? 'paid' : open ? 'open' : 'expired',
      expiresAt: payment.expiresAt.toISOString(),
    };
  }

  async ownTestPayment(userId: string, sessionId: string): Promise<PaymentRow> {
    if (!this.testMode) throw notFound();
    const payment = await this.payments.findBySession('test', sessionId);
    if (!payment || payment.userId !== userId) throw notFound();
    return payment;
  }

  async history(userId: string, language: Language): Promise<Payment[]> {
    const rows = await this.payments.listForUser(userId);
    return rows.map((row) => ({
      id: row.id,
      createdAt: (row.paidAt ?? row.createdAt).toISOString(),
      planId: row.planId,
      planName: this.plans.planName(row.planId, language),
      months: asTerm(row.termMonths),
      amount: row.amount,
      currency: row.currency,
      status: row.status === 'expired' ? 'failed' : row.status,
      provider: row.provider,
      kind: row.kind,
      receiptUrl: row.receiptUrl,
    }));
  }

  private async userOf(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound();
    return user;
  }
}

/** Rows only hold 1, 3, 6 or 12 (a CHECK constraint). */
const asTerm = (months: number) => months as PlanTermMonths;

export const sessionClosed = () => new AppError('payment_session_closed', 409);
