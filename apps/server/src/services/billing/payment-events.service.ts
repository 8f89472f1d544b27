import { z } from 'zod';
import type { PaymentProvider, VerifiedEvent } from '../../adapters/payments';
import type { TestPaymentProvider } from '../../adapters/payments/test-provider';
import type { Database } from '../../db/client';
import type { NewSubscriptionRow, PaymentRow, SubscriptionRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { CreditsRepository } from '../../repositories/credits.repository';
import type { PaymentsRepository } from '../../repositories/payments.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { Clock } from '../accounts/request-context';
import type { JobLog } from '../jobs/job-runner';
import { addMonths } from './calendar';
import type { CreditTerms } from './credit-terms';
import type { PlansService } from './plans.service';
import { sessionClosed } from './checkout.service';

/** The event cannot be applied yet (it arrived before the one it depends on): the provider retries. */
class RetryLater extends Error {}

const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((value) => (typeof value === 'string' ? value : value.id));
const sessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string().nullish(),
  subscription: idOf.nullish(),
  customer: idOf.nullish(),
});
const invoiceSchema = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullish(),
  subscription: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() }).nullish(),
});
const subscriptionSchema = z.object({ id: z.string(), status: z.string(), cancel_at_period_end: z.boolean().nullish() });

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * One path for every provider event: signature check, once per event id (payment_events), then
 * the change in one transaction with the user's account locked. Credits are keyed by refs, and a
 * paid payment never goes back, so duplicate and out-of-order deliveries cannot add or lose any.
 */
/** The columns a new paid term sets (see `beginTerm`). */
type TermFields = 'termPaymentId' | 'termStartedAt' | 'cyclesGranted' | 'termClosed' | 'paymentFailedAt';

export class PaymentEventsService {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly plans: PlansService,
    private readonly payments: PaymentsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly credits: CreditsRepository,
    private readonly terms: CreditTerms,
    private readonly now: Clock,
    private readonly log: JobLog,
    /** Tests only: runs inside the event's transaction once it is applied, before the commit. */
    private readonly beforeCommit?: () => Promise<void>,
  ) {}

  async receive(providerName: string, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    if (providerName !== this.provider.name) throw notFound();
    const event = this.provider.verify(rawBody, signature);
    if (!event) throw new AppError('webhook_signature_invalid', 400);
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await this.payments.recordEvent(this.provider.name, event.id, event.type, tx))) return 'duplicate';
        const applied = await this.apply(event, tx);
        await this.beforeCommit?.();
        return applied ? 'processed' : 'ignored';
      });
    } catch (error) {
      if (error instanceof RetryLater) {
        this.log.warn({ eventId: event.id, type: event.type }, `payment event postponed: ${error.message}`);
        throw new AppError('service_unavailable', 503);
      }
      throw error;
    }
  }

  /** Test mode's "Pay" button: the provider signs a completed-session event and it goes through `receive`. */
  async payTestSession(payment: PaymentRow): Promise<void> {
    if (this.provider.name !== 'test') throw notFound();
    if (payment.status === 'paid') return;
    if (payment.status !== 'pending' || payment.expiresAt.getTime() <= this.now().getTime()) throw sessionClosed();
    const { body, signature } = (this.provider as TestPaymentProvider).signEvent(
      'checkout.session.completed',
      {
        id: payment.sessionId,
        object: 'checkout.session',
        client_reference_id: payment.id,
        amount_total: payment.amount,
        currency: payment.currency,
        payment_status: 'paid',
        mode: 'subscription',
        subscription: null,
        customer: null,
      },
      this.now(),
    );
    await this.receive('test', body, signature);
  }

  private async apply(event: VerifiedEvent, tx: Database): Promise<boolean> {
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.sessionCompleted(sessionSchema.parse(object), tx);
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const payment = await this.paymentOfSession(sessionSchema.parse(object), tx);
        return payment ? this.payments.transition(payment.id, ['pending'], { status: event.type.endsWith('expired') ? 'expired' : 'failed' }, tx) : false;
      }
      case 'invoice.paid':
        return this.invoicePaid(invoiceSchema.parse(object), tx);
      case 'invoice.payment_failed':
        return this.invoiceFailed(invoiceSchema.parse(object), tx);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(subscriptionSchema.parse(object), event.type.endsWith('deleted'), tx);
      default:
        return false;
    }
  }

  private async paymentOfSession(session: z.infer<typeof sessionSchema>, tx: Database): Promise<PaymentRow | undefined> {
    const bySession = await this.payments.findBySession(this.provider.name, session.id, tx);
    if (bySession) return bySession;
    return session.client_reference_id && z.uuid().safeParse(session.client_reference_id).success
      ? ((await this.payments.findById(session.client_reference_id, tx)) ?? undefined)
      : undefined;
  }

  private async sessionCompleted(session: z.infer<typeof sessionSchema>, tx: Database): Promise<boolean> {
    const found = await this.paymentOfSession(session, tx);
    // A payment whose account was deleted (user_id NULL, migration 0019) has no one to credit.
    if (!found || found.userId === null) return false;
    const userId = found.userId;
    await this.credits.lockAccount(userId, tx);
    const payment = await this.payments.lockById(found.id, tx);
    if (!payment || payment.status === 'paid' || payment.kind !== 'purchase') return false;
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return false;
    if (session.amount_total !== payment.amount || session.currency?.toLowerCase() !== payment.currency) {
      // The amount is ours: a session paid with another amount is not fulfilled.
      this.log.error({ paymentId: payment.id, expected: payment.amount, got: session.amount_total }, 'checkout amount mismatch');
      await this.payments.transition(payment.id, ['pending', 'expired'], { status: 'failed' }, tx);
      return false;
    }
    const now = this.now();
    if (!(await this.payments.transition(payment.id, ['pending', 'expired', 'failed'], { status: 'paid', paidAt: now }, tx))) return false;
    const current = await this.subscriptions.lockByUserId(userId, tx);
    if (current) await this.terms.close(current, now, tx);
    const { plan, months } = this.plans.find(payment.planId, payment.termMonths);
    await this.beginTerm(
      {
        userId: userId,
        plan: plan.id,
        termMonths: months,
        activeUntil: addMonths(now, months),
        autoRenew: true,
        cancelledAt: null,
        provider: this.provider.name,
        providerSubscriptionId: session.subscription ?? null,
        providerCustomerId: session.customer ?? current?.providerCustomerId ?? null,
        creditsPerMonth: plan.credits,
      },
      payment.id,
      now,
      now,
      tx,
    );
    return true;
  }

  /** A paid term from `start`: the month counter starts again and the months already due are granted. */
  private async beginTerm(fields: Omit<NewSubscriptionRow, TermFields>, paymentId: string, start: Date, now: Date, tx: Database): Promise<void> {
    const row = await this.subscriptions.upsert({ ...fields, termPaymentId: paymentId, termStartedAt: start, cyclesGranted: 0, termClosed: false, paymentFailedAt: null }, tx);
    await this.terms.advance(row, now, tx);
  }

  private subscriptionIdOf(invoice: z.infer<typeof invoiceSchema>): string | null {
    return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  }

  private async invoicePaid(invoice: z.infer<typeof invoiceSchema>, tx: Database): Promise<boolean> {
    const providerSubscriptionId = this.subscriptionIdOf(invoice);
    // The first invoice is the checkout's; checkout.session.completed fulfils it.
    if (!providerSubscriptionId || invoice.billing_reason !== 'subscription_cycle') return false;
    const found = await this.subscriptions.findByProviderSubscription(providerSubscriptionId, tx);
    if (!found) throw new RetryLater(`no subscription ${providerSubscriptionId} yet`);
    await this.credits.lockAccount(found.userId, tx);
    const subscription = (await this.subscriptions.lockByUserId(found.userId, tx)) as SubscriptionRow;
    const now = this.now();
    const payment = await this.payments.insertInvoiceOnce(this.renewalRow(subscription, invoice, 'pending'), tx);
    const paid = await this.payments.transition(payment.id, ['pending', 'failed'], { status: 'paid', paidAt: now, amount: invoice.amount_paid ?? payment.amount, receiptUrl: invoice.hosted_invoice_url ?? null }, tx);
    if (!paid) return false;
    await this.terms.close(subscription, now, tx);
    const start = new Date(Math.min(now.getTime(), subscription.activeUntil.getTime()));
    await this.beginTerm({ ...subscription, activeUntil: addMonths(start, subscription.termMonths) }, payment.id, start, now, tx);
    return true;
  }

  private async invoiceFailed(invoice: z.infer<typeof invoiceSchema>, tx: Database): Promise<boolean> {
    const providerSubscriptionId = this.subscriptionIdOf(invoice);
    if (!providerSubscriptionId) return false;
    const subscription = await this.subscriptions.findByProviderSubscription(providerSubscriptionId, tx);
    if (!subscription) return false;
    // A failure recorded after a success of the same invoice (out of order) leaves it paid.
    await this.payments.insertInvoiceOnce(this.renewalRow(subscription, invoice, 'failed'), tx);
    await this.subscriptions.update(subscription.userId, { paymentFailedAt: this.now() }, tx);
    return true;
  }

  private async subscriptionChanged(object: z.infer<typeof subscriptionSchema>, deleted: boolean, tx: Database): Promise<boolean> {
    const subscription = await this.subscriptions.findByProviderSubscription(object.id, tx);
    if (!subscription) return false;
    const renews = !deleted && !object.cancel_at_period_end && ['active', 'trialing', 'past_due'].includes(object.status);
    await this.subscriptions.update(subscription.userId, { autoRenew: renews, cancelledAt: renews ? null : (subscription.cancelledAt ?? this.now()) }, tx);
    return true;
  }

  private renewalRow(subscription: SubscriptionRow, invoice: z.infer<typeof invoiceSchema>, status: 'pending' | 'failed') {
    return {
      userId: subscription.userId,
      provider: this.provider.name,
      sessionId: `invoice:${invoice.id}`,
      invoiceId: invoice.id,
      kind: 'renewal' as const,
      planId: subscription.plan,
      termMonths: subscription.termMonths,
      amount: (status === 'failed' ? invoice.amount_due : invoice.amount_paid) ?? 0,
      fullAmount: invoice.amount_due ?? invoice.amount_paid ?? 0,
      currency: invoice.currency.toLowerCase(),
      discountPercent: 0,
      status,
      receiptUrl: invoice.hosted_invoice_url ?? null,
      expiresAt: this.now(),
    };
  }
}
