import Stripe from 'stripe';
import type { PaymentProvider, ProviderCheckout, ProviderCheckoutInput, VerifiedEvent } from './payment-provider';
import { verifyStripeSignature } from './verify-stripe-signature';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (stripe-mock or a test server); Stripe's own when absent. */
  apiUrl?: string;
}

/**
 * Stripe Billing through the official package: a Checkout Session in subscription mode whose
 * recurring price is the term price (computed by Vitrina), a one-off coupon for the promo or
 * campaign discount, webhooks verified with the signing secret, the customer portal for cards.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const address = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(address
        ? { host: address.hostname, port: address.port || (address.protocol === 'https:' ? 443 : 80), protocol: address.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
  }

  async createCheckout(input: ProviderCheckoutInput): Promise<ProviderCheckout> {
    const metadata = { paymentId: input.paymentId, userId: input.userId };
    const discount = input.termAmount - input.amount;
    const coupon =
      discount > 0
        ? await this.stripe.coupons.create(
            { amount_off: discount, currency: input.currency, duration: 'once', max_redemptions: 1, name: 'Vitrina discount', metadata },
            { idempotencyKey: `coupon-${input.paymentId}` },
          )
        : null;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        client_reference_id: input.paymentId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.termAmount,
              recurring: { interval: 'month', interval_count: input.months },
              product_data: { name: input.productName },
            },
          },
        ],
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        metadata,
        subscription_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `checkout-${input.paymentId}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  verify(rawBody: Buffer, signature: string | undefined): VerifiedEvent | null {
    return verifyStripeSignature(rawBody, signature, this.settings.webhookSecret);
  }

  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }
}
